/**
 * Clicks on a prerendered page before the app has taken it over.
 *
 * A prerendered page is on screen, with its buttons, before the app's JS has run: a button pressed then
 * has no handler yet, and the press would be lost (the visitor taps "Sign In" and nothing happens). Real
 * links need nothing (the browser follows them). So, until the app is ready, the last press of a button
 * is kept and pressed again once the app answers: on the same element when hydration kept it, or on the
 * element at the same place with the same text when the app rendered the page anew.
 *
 * This module is imported by main.tsx, before the app itself: it must stay tiny and import nothing.
 */

/** What counts as a press that the app handles (not a link, which the browser follows by itself). */
const pressable = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/** Where a pressed element was, to find its counterpart if the app replaces the page's elements. */
export interface PressedElement {
  element: Element;
  /** Child indexes from the root down to the element. */
  path: number[];
  text: string;
}

/** The child indexes leading from `root` to `element`, or null when it is not inside `root`. */
export function pathFrom(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

/** The element now at `pressed`'s place: itself if still in the page, else one at its path with its text. */
export function counterpartOf(root: Element, pressed: PressedElement): Element | null {
  if (pressed.element.isConnected) return pressed.element;
  let node: Element | undefined = root;
  for (const index of pressed.path) {
    node = node.children[index];
    if (!node) return null;
  }
  return node.matches(pressable) && node.textContent === pressed.text ? node : null;
}

/**
 * Keeps the last press on `root` until `ready` resolves, then presses it again. Each kept click is
 * stopped where it lands, so a form's button does not submit the page the old way meanwhile, and the
 * app, whose listeners may already be attached while it hydrates, does not see it twice.
 */
export function holdEarlyClicks(root: Element, ready: Promise<void>): void {
  let pressed: PressedElement | null = null;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.button !== 0) return;
    const element = event.target.closest(pressable);
    if (!element || !root.contains(element) || element.matches(':disabled')) return;
    const path = pathFrom(root, element);
    if (!path) return;
    // Ours alone until the app is ready: React, once it listens, must not handle it a second time.
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = { element, path, text: element.textContent ?? '' };
  };
  document.addEventListener('click', onClick, true);
  void ready.then(() => {
    document.removeEventListener('click', onClick, true);
    const kept = pressed as PressedElement | null;
    if (!kept) return;
    const target = counterpartOf(root, kept);
    if (target) press(target);
  });
}

/**
 * Presses `element` as a mouse would: some controls act on the press itself (tabs on mouse down, menus
 * on pointer down), most on the click that follows it.
 */
function press(element: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = typeof PointerEvent === 'function';
  if (pointer) element.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mousedown', init));
  if (pointer) element.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mouseup', init));
  element.dispatchEvent(new MouseEvent('click', init));
}

/** Resolves once the page's content has been hydrated (app/AppReadyMarker.tsx marks the document then). */
export function appReady(): Promise<void> {
  const html = document.documentElement;
  if (html.dataset.appReady === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (html.dataset.appReady !== 'true') return;
      observer.disconnect();
      // The effects of the first render have run; a press handled in the next task sees them all.
      setTimeout(resolve, 0);
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
  });
}
