import { useEffect, useState } from 'react';

/** The height of the app's sticky header in pixels (it wraps on narrow screens), kept up to date. */
export function useHeaderHeight(fallback = 64): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const header = document.querySelector('body header');
    if (!(header instanceof HTMLElement)) return;
    const measure = () => setHeight(Math.ceil(header.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
