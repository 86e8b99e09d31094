/**
 * Handlers that start `load` when a visitor is about to use an element: a pointer over it or the focus
 * on it. For buttons whose dialog comes in its own chunk, so that it is in by the click.
 */
export function loadOnIntent(load: () => Promise<unknown>): {
  onPointerEnter: () => void;
  onFocus: () => void;
} {
  const start = () => void load();
  return { onPointerEnter: start, onFocus: start };
}
