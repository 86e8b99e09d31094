// Draws the offline base map's tiles off the main thread: fetches the country shapes (world-atlas,
// about 750 KB), turns them into projected polygons once, then answers each tile request with an
// ImageBitmap. Parsing, the TopoJSON conversion and the drawing used to block the page for a second
// or more when the map opened on a phone.
import { feature } from 'topojson-client';
import type { FeatureCollection } from 'geojson';
import type { Topology } from 'topojson-specification';
import {
  basemapStyle,
  drawTile,
  projectShapes,
  type ProjectedPolygon,
  type TileCoords,
} from './basemap-tiles';
import { countryShapes } from './offline-basemap';

export type BasemapRequest =
  | { type: 'init'; atlasUrl: string }
  | { type: 'tile'; id: number; coords: TileCoords; ratio: number }
  | { type: 'cancel'; id: number };

export type BasemapAnswer =
  { type: 'tile'; id: number; bitmap: ImageBitmap } | { type: 'failed'; id: number; message: string };

/** The worker's global scope, typed by hand: the app's TypeScript settings have the DOM library. */
const scope = self as unknown as {
  postMessage(message: BasemapAnswer, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<BasemapRequest>) => void): void;
};
let polygons: Promise<ProjectedPolygon[]> | undefined;
const queue: Array<Extract<BasemapRequest, { type: 'tile' }>> = [];
const cancelled = new Set<number>();
let draining = false;

async function load(atlasUrl: string): Promise<ProjectedPolygon[]> {
  const response = await fetch(atlasUrl);
  if (!response.ok) throw new Error(`The country shapes answered ${response.status}`);
  const topology = (await response.json()) as Topology;
  const countries = topology.objects.countries;
  if (!countries) throw new Error('The country shapes have no countries');
  return projectShapes(countryShapes(feature(topology, countries) as FeatureCollection));
}

function draw(shapes: ProjectedPolygon[], coords: TileCoords, ratio: number): ImageBitmap {
  const side = Math.round(256 * ratio);
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context in the worker');
  context.scale(side / 256, side / 256);
  context.fillStyle = basemapStyle.land;
  context.strokeStyle = basemapStyle.border;
  context.lineWidth = basemapStyle.borderWidth;
  context.lineJoin = 'round';
  drawTile(context, shapes, coords);
  return canvas.transferToImageBitmap();
}

/** One tile per task, so that a cancel (the view moved on) arriving meanwhile is seen before the next. */
async function drain(): Promise<void> {
  if (draining || !polygons) return;
  draining = true;
  try {
    const shapes = await polygons.catch(() => undefined);
    while (queue.length) {
      const request = queue.shift();
      if (!request || cancelled.delete(request.id)) continue;
      try {
        if (!shapes) throw new Error('The country shapes could not be loaded');
        const bitmap = draw(shapes, request.coords, request.ratio);
        scope.postMessage({ type: 'tile', id: request.id, bitmap }, [bitmap]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        scope.postMessage({ type: 'failed', id: request.id, message });
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    draining = false;
  }
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  switch (request.type) {
    case 'init':
      polygons ??= load(request.atlasUrl);
      break;
    case 'tile':
      queue.push(request);
      break;
    case 'cancel':
      if (queue.some((queued) => queued.id === request.id)) cancelled.add(request.id);
      return;
  }
  void drain();
});
