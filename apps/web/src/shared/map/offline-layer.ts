import * as L from 'leaflet';
import hydrographyUrl from 'virtual:hydrography-url';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import detailedAtlasUrl from 'world-atlas/countries-10m.json?url';
import { basemapZooms } from './basemap-tiles';
import type { BasemapAnswer, BasemapRequest } from './basemap.worker';

/**
 * The offline base map: 256 px tiles of the bundled geography (countries, rivers, lakes), drawn by a
 * worker (basemap.worker.ts) so that opening the map does not block the page. One worker per layer,
 * ended with it.
 */
export function offlineBasemapLayer(attribution: string): L.GridLayer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (answer: Exclude<BasemapAnswer, { type: 'detailed' }>) => void>();
  const ids = new WeakMap<HTMLElement, number>();
  const send = (request: BasemapRequest) => worker?.postMessage(request);
  const Layer = L.GridLayer.extend({
    onAdd(this: L.GridLayer, map: L.Map) {
      worker = new Worker(new URL('./basemap.worker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', (event: MessageEvent<BasemapAnswer>) => {
        const answer = event.data;
        if (answer.type === 'detailed') {
          if (map.getZoom() >= basemapZooms.detailedFromZoom) this.redraw();
          return;
        }
        const resolve = pending.get(answer.id);
        pending.delete(answer.id);
        resolve?.(answer);
      });
      const absolute = (url: string) => new URL(url, window.location.href).href;
      send({
        type: 'init',
        sources: {
          countries: absolute(atlasUrl),
          detailedCountries: absolute(detailedAtlasUrl),
          hydrography: absolute(hydrographyUrl),
        },
      });
      L.GridLayer.prototype.onAdd.call(this, map);
      return this;
    },
    onRemove(this: L.GridLayer, map: L.Map) {
      L.GridLayer.prototype.onRemove.call(this, map);
      worker?.terminate();
      worker = undefined;
      pending.clear();
      return this;
    },
    createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
      const ratio = Math.min(3, window.devicePixelRatio || 1);
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = Math.round(256 * ratio);
      const id = nextId++;
      ids.set(canvas, id);
      pending.set(id, (answer) => {
        if (answer.type === 'failed') {
          done(new Error(answer.message), canvas);
          return;
        }
        canvas.getContext('bitmaprenderer')?.transferFromImageBitmap(answer.bitmap);
        done(undefined, canvas);
      });
      send({ type: 'tile', id, coords: { x: coords.x, y: coords.y, z: coords.z }, ratio });
      return canvas;
    },
  });
  const layer = new (Layer as unknown as new (options: L.GridLayerOptions) => L.GridLayer)({
    attribution,
    // Keep tiles round the view while panning; the worker draws a tile in a few milliseconds.
    keepBuffer: 2,
  });
  layer.on('tileunload', (event: L.TileEvent) => {
    const id = ids.get(event.tile);
    if (id === undefined || !pending.has(id)) return;
    pending.delete(id);
    send({ type: 'cancel', id });
  });
  return layer;
}
