import { describe, expect, it } from 'vitest';
import { viewBoundingBox, wrapLongitude } from './view-box';

describe('wrapLongitude', () => {
  it('keeps longitudes inside -180..180 and brings others back', () => {
    expect(wrapLongitude(2.35)).toBeCloseTo(2.35, 9);
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(540)).toBe(-180);
  });
});

describe('viewBoundingBox', () => {
  it('wraps a view panned round the world', () => {
    expect(viewBoundingBox({ west: 350, east: 370, south: 40, north: 50 })).toEqual({
      west: -10,
      east: 10,
      south: 40,
      north: 50,
    });
  });

  it('asks for the whole world when the view spans it, within the Mercator latitudes', () => {
    expect(viewBoundingBox({ west: -200, east: 200, south: -90, north: 90 })).toEqual({
      west: -180,
      east: 180,
      south: -85,
      north: 85,
    });
  });
});
