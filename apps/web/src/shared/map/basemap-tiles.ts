import type { FeatureCollection, LineString, MultiLineString, MultiPolygon, Polygon } from 'geojson';

/**
 * The offline base map drawn as 256 px tiles (by a worker, basemap.worker.ts): the country shapes are
 * projected once to Web Mercator in world units (0-1 across the map), then each tile draws the rings
 * that cross it. Pure: no DOM and no worker globals, so it is tested under Node.
 */

/** Leaflet's Web Mercator stops at this latitude. */
const maxLatitude = 85.0511287798;

/** A ring or a line in world units: x from 0 (180°W) to 1 (180°E; beyond for rings unwrapped past 180°), y from 0 (north) to 1. */
export interface ProjectedRing {
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** One polygon: its outer ring, then its holes. */
export type ProjectedPolygon = ProjectedRing[];

export function projectX(lng: number): number {
  return (lng + 180) / 360;
}

export function projectY(lat: number): number {
  const clamped = Math.max(-maxLatitude, Math.min(maxLatitude, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

function projectRing(ring: readonly (readonly number[])[]): ProjectedRing {
  const points = new Float64Array(ring.length * 2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  ring.forEach(([lng = 0, lat = 0], index) => {
    const x = projectX(lng);
    const y = projectY(lat);
    points[index * 2] = x;
    points[index * 2 + 1] = y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  });
  return { points, minX, minY, maxX, maxY };
}

/** Every polygon of the shapes (see `countryShapes`), projected. */
export function projectShapes(shapes: FeatureCollection<Polygon | MultiPolygon>): ProjectedPolygon[] {
  return shapes.features.flatMap(({ geometry }) =>
    (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map((polygon) =>
      polygon.map(projectRing),
    ),
  );
}

/** Every line of the shapes (rivers), projected, each with its bounds. */
export function projectLines(shapes: FeatureCollection<LineString | MultiLineString>): ProjectedRing[] {
  return shapes.features.flatMap(({ geometry }) =>
    (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates).map(projectRing),
  );
}

export interface TileCoords {
  x: number;
  y: number;
  z: number;
}

/** The part of the world a tile shows, in world units. */
export function tileBounds({ x, y, z }: TileCoords): {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
} {
  const span = 1 / 2 ** z;
  return { minX: x * span, minY: y * span, maxX: (x + 1) * span, maxY: (y + 1) * span };
}

/**
 * The whole-world shifts (-1, 0, +1) at which a ring crosses a tile, with a margin for the outline's
 * width: a ring unwrapped past 180° (Chukotka, Fiji) also shows at the other edge of the map.
 */
export function shiftsCrossing(ring: ProjectedRing, tile: TileCoords, margin: number): number[] {
  const bounds = tileBounds(tile);
  if (ring.maxY < bounds.minY - margin || ring.minY > bounds.maxY + margin) return [];
  return [-1, 0, 1].filter(
    (shift) => ring.maxX + shift >= bounds.minX - margin && ring.minX + shift <= bounds.maxX + margin,
  );
}

/** The drawing calls the tiles need; a CanvasRenderingContext2D or OffscreenCanvasRenderingContext2D. */
export interface PathContext {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  fill(fillRule?: CanvasFillRule): void;
  stroke(): void;
}

export const basemapStyle = {
  sea: '#cfe0ea',
  land: '#f5f1e8',
  border: '#a8a29e',
  borderWidth: 0.7,
  lake: '#cfe0ea',
  lakeShore: '#9fbfd3',
  river: '#8db6cf',
} as const;

/**
 * The bundled geography and the zooms it is drawn at. Natural Earth's 1:50m countries far out, its
 * 1:10m countries (finer coasts and borders, a bigger file loaded only then) from `detailedFromZoom`.
 * Its 1:50m rivers and lakes are generalised by kilometres: drawn up to `waterUntilZoom`, and no
 * further, where a river would visibly run through the wrong streets.
 */
export const basemapZooms = { detailedFromZoom: 7, waterFromZoom: 3, waterUntilZoom: 9 } as const;

/** A river's width in CSS pixels at a zoom: hairlines far out, a little stronger close in. */
export function riverWidth(zoom: number): number {
  return zoom <= 4 ? 0.6 : zoom <= 6 ? 0.9 : zoom <= 8 ? 1.3 : 1.6;
}

/**
 * Moves to a ring's or line's first point and draws to the others, in the tile's pixels, `shift`
 * world widths to the side. Points closer than half a pixel to the last one drawn are skipped (the
 * last point never is).
 */
function tracePoints(context: PathContext, points: ProjectedRing['points'], shift: number, tile: TileCoords) {
  const scale = 256 * 2 ** tile.z;
  const originX = tile.x * 256;
  const originY = tile.y * 256;
  let lastX = Infinity;
  let lastY = Infinity;
  for (let index = 0; index < points.length; index += 2) {
    const x = ((points[index] ?? 0) + shift) * scale - originX;
    const y = (points[index + 1] ?? 0) * scale - originY;
    if (index === 0) context.moveTo(x, y);
    else if (Math.abs(x - lastX) >= 0.5 || Math.abs(y - lastY) >= 0.5 || index === points.length - 2) {
      context.lineTo(x, y);
    } else continue;
    lastX = x;
    lastY = y;
  }
}

/**
 * Draws the polygons that cross a tile on a context already styled and scaled to CSS pixels (256 a
 * side). Points closer than half a pixel to the last one drawn are skipped: far out, a country's
 * thousands of points fall on a few pixels. Returns how many polygons were drawn.
 */
export function drawTile(
  context: PathContext,
  polygons: readonly ProjectedPolygon[],
  tile: TileCoords,
): number {
  const margin = 2 / (256 * 2 ** tile.z);
  let drawn = 0;
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer) continue;
    for (const shift of shiftsCrossing(outer, tile, margin)) {
      context.beginPath();
      for (const ring of polygon) {
        tracePoints(context, ring.points, shift, tile);
        context.closePath();
      }
      context.fill('evenodd');
      context.stroke();
      drawn++;
    }
  }
  return drawn;
}

/**
 * Draws the lines (rivers) that cross a tile as one stroked path, on a context already styled and
 * scaled to CSS pixels. Points closer than half a pixel to the last one drawn are skipped. Returns how
 * many lines were drawn.
 */
export function drawLines(context: PathContext, lines: readonly ProjectedRing[], tile: TileCoords): number {
  const margin = 2 / (256 * 2 ** tile.z);
  let drawn = 0;
  context.beginPath();
  for (const line of lines) {
    for (const shift of shiftsCrossing(line, tile, margin)) {
      tracePoints(context, line.points, shift, tile);
      drawn++;
    }
  }
  if (drawn > 0) context.stroke();
  return drawn;
}
