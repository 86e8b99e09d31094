import { findArtwork } from '@artvoyage/content';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageGroups } from '@/shared/i18n';
import { ZoomableImage } from './ZoomableImage';

beforeAll(() => loadMessageGroups(['artwork']));
afterEach(cleanup);

const sphinx = findArtwork('great-sphinx');
if (!sphinx) throw new Error('the sample collection has the Great Sphinx');

/** The large image has loaded, with this many pixels across. */
function loadLarge(naturalWidth: number) {
  const large = document.querySelector<HTMLImageElement>('img[src*="/1600."]');
  if (!large) throw new Error('the large image is asked for');
  Object.defineProperty(large, 'naturalWidth', { value: naturalWidth });
  fireEvent.load(large);
}

describe('ZoomableImage', () => {
  it('keeps the whole artwork under a spinner until the large image has loaded', () => {
    render(<ZoomableImage artwork={sphinx} />);
    const toggle = screen.getByRole('button', { name: 'Zoom in on the image' });
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading the enlarged image…');
    // The artwork is still shown whole, the large image waits out of sight.
    expect(screen.getByRole('img').getAttribute('sizes')).not.toBeNull();
    expect(toggle.style.maxWidth).toBe('');

    loadLarge(1600);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/\/great-sphinx\/1600\.webp/);
  });

  it('never magnifies past the image’s own pixels', () => {
    render(<ZoomableImage artwork={sphinx} />);
    const toggle = screen.getByRole('button', { name: 'Zoom in on the image' });
    fireEvent.click(toggle);
    loadLarge(640);
    expect(toggle.style.maxWidth).toBe('640px');

    // Out and in again: the image is known, so no spinner the second time.
    fireEvent.click(toggle);
    expect(toggle.style.maxWidth).toBe('');
    fireEvent.click(toggle);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(toggle.style.maxWidth).toBe('640px');
  });

  it('goes back to the whole artwork when the large image fails', () => {
    render(<ZoomableImage artwork={sphinx} />);
    const toggle = screen.getByRole('button', { name: 'Zoom in on the image' });
    fireEvent.click(toggle);
    const large = document.querySelector('img[src*="/1600."]');
    if (!large) throw new Error('the large image is asked for');
    fireEvent.error(large);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
