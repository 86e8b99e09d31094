import { describe, expect, it } from 'vitest';
import { parseGalleryFilter } from './gallery-filter';

describe('parseGalleryFilter', () => {
  it('accepts the three filters', () => {
    expect(parseGalleryFilter('paintings')).toBe('paintings');
    expect(parseGalleryFilter('sculptures')).toBe('sculptures');
    expect(parseGalleryFilter('all')).toBe('all');
  });
  it('falls back to all for a missing or unknown value', () => {
    expect(parseGalleryFilter(null)).toBe('all');
    expect(parseGalleryFilter('drawings')).toBe('all');
  });
});
