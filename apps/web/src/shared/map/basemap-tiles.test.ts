// @vitest-environment happy-dom
import type { FeatureCollection, Polygon } from 'geojson';
import * as L from 'leaflet';
import { describe, expect, it } from 'vitest';
import {
  drawTile,
  projectShapes,
  projectX,
  projectY,
  shiftsCrossing,
  tileBounds,
  type PathContext,
} from './basemap-tiles';

function square(west: number, south: number, east: number, north: number): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

function shapes(...polygons: Polygon[]): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: polygons.map((geometry) => ({ type: 'Feature', geometry, properties: {} })),
  };
}

/** Records the drawing calls. */
function recorder() {
  const calls: string[] = [];
  const points: Array<[number, number]> = [];
  const context: PathContext = {
    beginPath: () => calls.push('begin'),
    moveTo: (x, y) => points.push([x, y]),
    lineTo: (x, y) => points.push([x, y]),
    closePath: () => calls.push('close'),
    fill: (rule) => calls.push(`fill:${rule}`),
    stroke: () => calls.push('stroke'),
  };
  return { calls, points, context };
}

describe('Web Mercator projection', () => {
  it('maps the world to 0-1, north at the top, as Leaflet does', () => {
    expect(projectX(-180)).toBe(0);
    expect(projectX(0)).toBe(0.5);
    expect(projectX(180)).toBe(1);
    expect(projectY(0)).toBeCloseTo(0.5);
    expect(projectY(85.0511287798)).toBeCloseTo(0, 6);
    expect(projectY(-89)).toBeCloseTo(1, 6);
    // Where Leaflet puts Paris at zoom 6, where the world is 16 384 px wide.
    const paris = L.CRS.EPSG3857.latLngToPoint(L.latLng(48.86, 2.35), 6);
    expect(projectX(2.35) * 256 * 64).toBeCloseTo(paris.x, 3);
    expect(projectY(48.86) * 256 * 64).toBeCloseTo(paris.y, 3);
  });

  it('gives each tile its part of the world', () => {
    expect(tileBounds({ x: 0, y: 0, z: 0 })).toEqual({ minX: 0, minY: 0, maxX: 1, maxY: 1 });
    expect(tileBounds({ x: 3, y: 1, z: 2 })).toEqual({ minX: 0.75, minY: 0.25, maxX: 1, maxY: 0.5 });
  });
});

describe('drawTile', () => {
  const france = square(-5, 42, 8, 51);

  it('draws only the polygons crossing the tile, in tile pixels', () => {
    const [projected] = projectShapes(shapes(france, square(140, -40, 150, -30)));
    const { calls, points, context } = recorder();
    // Zoom 2, tile (1, 1): 90°W-0° and the northern mid-latitudes: France's western part.
    expect(drawTile(context, [projected!], { x: 1, y: 1, z: 2 })).toBe(1);
    expect(calls).toEqual(['begin', 'close', 'fill:evenodd', 'stroke']);
    const [westX] = points[0]!;
    expect(westX).toBeCloseTo(projectX(-5) * 1024 - 256, 6);
    const { calls: none, context: other } = recorder();
    expect(drawTile(other, projectShapes(shapes(square(140, -40, 150, -30))), { x: 1, y: 1, z: 2 })).toBe(0);
    expect(none).toEqual([]);
  });

  it('skips points that fall on the same pixel, keeping the closing one', () => {
    const dense: Polygon = {
      type: 'Polygon',
      coordinates: [
        [[0, 0], ...Array.from({ length: 100 }, (_, index) => [10 + index * 0.0001, 0]), [10, 10], [0, 0]],
      ],
    };
    const { points, context } = recorder();
    drawTile(context, projectShapes(shapes(dense)), { x: 0, y: 0, z: 0 });
    expect(points.length).toBeLessThan(10);
    expect(points.at(-1)).toEqual(points[0]);
  });

  it('draws a ring unwrapped past 180° at the western edge too (Chukotka)', () => {
    const chukotka = projectShapes(shapes(square(175, 64, 190, 70)));
    const ring = chukotka[0]![0]!;
    expect(shiftsCrossing(ring, { x: 0, y: 0, z: 1 }, 0)).toEqual([-1]);
    expect(shiftsCrossing(ring, { x: 1, y: 0, z: 1 }, 0)).toEqual([0]);
    const { points, context } = recorder();
    expect(drawTile(context, chukotka, { x: 0, y: 0, z: 1 })).toBe(1);
    // 190° is 170°W: 10° into the western tile, which is 512 px wide per 360°.
    expect(Math.max(...points.map(([x]) => x))).toBeCloseTo((10 / 360) * 512, 6);
  });
});
