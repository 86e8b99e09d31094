// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { counterpartOf, holdEarlyClicks, pathFrom } from './early-clicks';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('pathFrom and counterpartOf', () => {
  it('finds the element at the same place with the same text in a page rendered anew', () => {
    const root = page('<header><nav><a href="/">Home</a><button>Sign In</button></nav></header>');
    const button = root.querySelector('button')!;
    const pressed = { element: button, path: pathFrom(root, button)!, text: 'Sign In' };
    expect(pressed.path).toEqual([0, 0, 1]);
    expect(counterpartOf(root, pressed)).toBe(button);

    root.innerHTML = '<header><nav><a href="/">Home</a><button>Sign In</button></nav></header>';
    expect(counterpartOf(root, pressed)).toBe(root.querySelector('button'));

    root.innerHTML = '<header><nav><a href="/">Home</a><button>Se connecter</button></nav></header>';
    expect(counterpartOf(root, pressed), 'another text is another control').toBeNull();
    root.innerHTML = '<header></header>';
    expect(counterpartOf(root, pressed)).toBeNull();
  });

  it('has no path for an element outside the root', () => {
    const root = page('<button>In</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(pathFrom(root, outside)).toBeNull();
  });
});

describe('holdEarlyClicks', () => {
  it('presses the last pressed button once when the app is ready, and stops the early click', async () => {
    const root = page(
      '<form><button type="submit"><span>Sign In</span></button><button>Other</button></form>',
    );
    const ready = deferred();
    holdEarlyClicks(root, ready.promise);
    const [signIn, other] = [...root.querySelectorAll('button')];
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    other!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    signIn!.querySelector('span')!.dispatchEvent(early);
    expect(early.defaultPrevented, 'the form is not submitted the old way').toBe(true);

    const seen: string[] = [];
    root.addEventListener('mousedown', (event) => seen.push(`down ${(event.target as Element).textContent}`));
    root.addEventListener('click', (event) => {
      event.preventDefault();
      seen.push(`click ${(event.target as Element).textContent}`);
    });
    ready.resolve();
    await settle();
    expect(seen).toEqual(['down Sign In', 'click Sign In']);

    signIn!.click();
    expect(seen, 'later clicks are the app’s own').toEqual([
      'down Sign In',
      'click Sign In',
      'click Sign In',
    ]);
  });

  it('presses the counterpart when the app rendered the page anew', async () => {
    const root = page('<div><button>Select Tour</button></div>');
    const ready = deferred();
    holdEarlyClicks(root, ready.promise);
    root.querySelector('button')!.click();
    root.innerHTML = '<div><button>Select Tour</button></div>';
    let pressed = 0;
    root.querySelector('button')!.addEventListener('click', () => (pressed += 1));
    ready.resolve();
    await settle();
    expect(pressed).toBe(1);
  });

  it('leaves links, disabled buttons and other mouse buttons to the browser', async () => {
    const root = page('<a href="#gallery">Gallery</a><button disabled>Off</button><button>On</button>');
    const ready = deferred();
    holdEarlyClicks(root, ready.promise);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const middle = new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 });
    root.querySelectorAll('button')[1]!.dispatchEvent(middle);
    expect(middle.defaultPrevented).toBe(false);

    let pressed = 0;
    root.addEventListener('click', () => (pressed += 1));
    ready.resolve();
    await settle();
    expect(pressed, 'nothing was kept, so nothing is pressed again').toBe(0);
  });

  it('makes an early choice in a drop-down list again, before pressing the kept button', async () => {
    const root = page(
      '<header><select><option value="en">English</option><option value="ru">Русский</option></select>' +
        '<button>Sign In</button></header>',
    );
    const ready = deferred();
    holdEarlyClicks(root, ready.promise);
    const list = root.querySelector('select')!;
    list.value = 'ru';
    const early = new Event('change', { bubbles: true });
    const seen: string[] = [];
    root.addEventListener('change', () => seen.push(`chose ${list.value}`));
    root.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).textContent}`));
    list.dispatchEvent(early);
    root.querySelector('button')!.click();
    expect(seen, 'the app does not see the early events themselves').toEqual([]);

    ready.resolve();
    await settle();
    expect(seen).toEqual(['chose ru', 'click Sign In']);
  });

  it('chooses again in the counterpart list when the app rendered the page anew, showing the old value', async () => {
    const markup =
      '<div><select><option value="en">English</option><option value="fr">Français</option></select></div>';
    const root = page(markup);
    const ready = deferred();
    holdEarlyClicks(root, ready.promise);
    const early = root.querySelector('select')!;
    early.value = 'fr';
    early.dispatchEvent(new Event('change', { bubbles: true }));
    root.innerHTML = markup;
    const list = root.querySelector('select')!;
    const chosen: string[] = [];
    list.addEventListener('change', () => chosen.push(list.value));
    ready.resolve();
    await settle();
    expect(chosen).toEqual(['fr']);
  });
});
