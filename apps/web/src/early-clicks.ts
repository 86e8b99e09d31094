/**
 * Clicks and choices on a prerendered page before the app has taken it over.
 *
 * A prerendered page is on screen, with its buttons, before the app's JS has run: a button pressed then
 * has no handler yet, and the press would be lost (the visitor taps "Sign In" and nothing happens). Real
 * links need nothing (the browser follows them). So, until the app is ready, the last press of a button
 * is kept and pressed again once the app answers: on the same element when hydration kept it, or on the
 * element at the same place with the same text when the app rendered the page anew. A choice in a
 * drop-down list (the language switch) is kept the same way and made again: without that, the list
 * would show the new choice while the page stayed as it was.
 *
 * This module is imported by main.tsx, before the app itself: it must stay tiny and import nothing.
 */

/** What counts as a press that the app handles (not a link, which the browser follows by itself). */
const pressable = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/** What counts as a choice the app handles. */
const choosable = 'select';

/** Where a pressed element was, to find its counterpart if the app replaces the page's elements. */
export interface PressedElement {
  element: Element;
  /** Child indexes from the root down to the element. */
  path: number[];
  text: string;
}

/** A drop-down list's early choice: where the list was, and the value chosen. */
export interface ChosenValue extends PressedElement {
  value: string;
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

/**
 * The element now at `pressed`'s place: itself if still in the page, else one at its path with its text
 * that is still the same kind of control (`kind`, a selector).
 */
export function counterpartOf(root: Element, pressed: PressedElement, kind = pressable): Element | null {
  if (pressed.element.isConnected) return pressed.element;
  let node: Element | undefined = root;
  for (const index of pressed.path) {
    node = node.children[index];
    if (!node) return null;
  }
  return node.matches(kind) && node.textContent === pressed.text ? node : null;
}

/**
 * Keeps the last press on `root` and the last choice in each of its drop-down lists until `ready`
 * resolves, then makes the choices again and presses the button again (in that order: a language
 * chosen, then "Sign In" pressed, opens the dialog in that language). Each kept event is stopped where
 * it lands, so a form's button does not submit the page the old way meanwhile, and the app, whose
 * listeners may already be attached while it hydrates, does not see it twice.
 */
export function holdEarlyClicks(root: Element, ready: Promise<void>): void {
  let pressed: PressedElement | null = null;
  const chosen: ChosenValue[] = [];
  const onChange = (event: Event) => {
    const element = event.target;
    if (!(element instanceof HTMLSelectElement) || !root.contains(element)) return;
    const path = pathFrom(root, element);
    if (!path) return;
    event.stopImmediatePropagation();
    const choice = { element, path, text: element.textContent ?? '', value: element.value };
    const earlier = chosen.findIndex((kept) => kept.element === element);
    if (earlier >= 0) chosen.splice(earlier, 1);
    chosen.push(choice);
  };
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
  document.addEventListener('change', onChange, true);
  void ready.then(() => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
    for (const choice of chosen) {
      const list = counterpartOf(root, choice, choosable);
      if (list instanceof HTMLSelectElement) choose(list, choice.value);
    }
    const kept = pressed as PressedElement | null;
    if (!kept) return;
    const target = counterpartOf(root, kept);
    if (target) press(target);
  });
}

/**
 * Chooses `value` in `list` as a visitor would. The list may already show it (hydration keeps what the
 * page shows), so the change event is sent whatever the list shows: the app has not seen the choice.
 */
function choose(list: HTMLSelectElement, value: string): void {
  if (![...list.options].some((option) => option.value === value)) return;
  list.value = value;
  list.dispatchEvent(new Event('input', { bubbles: true }));
  list.dispatchEvent(new Event('change', { bubbles: true }));
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
