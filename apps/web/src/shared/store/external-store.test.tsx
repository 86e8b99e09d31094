import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalStore, type ExternalStore } from './external-store';
import { useExternalStore } from './use-external-store';

afterEach(cleanup);

describe('createExternalStore', () => {
  it('keeps the value it is given and tells each subscriber until it unsubscribes', () => {
    const store = createExternalStore(1);
    const heard: number[] = [];
    const unsubscribe = store.subscribe(() => heard.push(store.get()));
    store.set(2);
    unsubscribe();
    store.set(3);
    expect(store.get()).toBe(3);
    expect(heard).toEqual([2]);
  });

  it('watches its source only while someone is subscribed', () => {
    let watching = 0;
    const store = createExternalStore('a', {
      watch: () => {
        watching++;
        return () => watching--;
      },
    });
    const first = store.subscribe(() => undefined);
    const second = store.subscribe(() => undefined);
    expect(watching).toBe(1);
    first();
    expect(watching).toBe(1);
    second();
    expect(watching).toBe(0);
    store.subscribe(() => undefined);
    expect(watching).toBe(1);
  });

  it('lets the watcher update the store', () => {
    let push: ((value: string) => void) | undefined;
    const store = createExternalStore('before', {
      watch: (self: ExternalStore<string>) => {
        push = (value) => self.set(value);
        return () => (push = undefined);
      },
    });
    const heard: string[] = [];
    const unsubscribe = store.subscribe(() => heard.push(store.get()));
    push?.('after');
    unsubscribe();
    expect(push).toBeUndefined();
    expect(heard).toEqual(['after']);
  });

  it('renders on the server with the server value when one is given, else the current value', () => {
    expect(createExternalStore(5, { serverValue: 0 }).getServerSnapshot()).toBe(0);
    expect(createExternalStore<string | null>('x', { serverValue: null }).getServerSnapshot()).toBeNull();
    expect(createExternalStore(5).getServerSnapshot()).toBe(5);
    const store = createExternalStore({ count: 7 }, { serverValue: { count: 0 } });
    const Count = () => <p>{useExternalStore(store, (value) => value.count)}</p>;
    expect(renderToString(<Count />)).toBe('<p>0</p>');
  });
});

describe('useExternalStore', () => {
  it('re-renders a component with the value, or the part it selects, after each change', () => {
    const store = createExternalStore({ tab: 'signIn', reason: null as string | null });
    const Tab = () => <p data-testid="tab">{useExternalStore(store, (value) => value.tab)}</p>;
    const Whole = () => <p data-testid="whole">{JSON.stringify(useExternalStore(store))}</p>;
    render(
      <>
        <Tab />
        <Whole />
      </>,
    );
    expect(screen.getByTestId('tab').textContent).toBe('signIn');
    act(() => store.set({ tab: 'signUp', reason: 'like' }));
    expect(screen.getByTestId('tab').textContent).toBe('signUp');
    expect(screen.getByTestId('whole').textContent).toBe('{"tab":"signUp","reason":"like"}');
  });
});
