import type { MapConfig } from '@artvoyage/contract';
import type { AppConfig } from '../../config';

/** What the web map is told: provider tiles when MAP_TILE_URL is set, and whether ROUTING_URL is. */
export function mapConfigOf(config: Pick<AppConfig, 'mapTiles' | 'routing'>): MapConfig {
  const { mapTiles, routing } = config;
  return {
    tiles: mapTiles
      ? { url: mapTiles.url, attribution: mapTiles.attribution, max_zoom: mapTiles.maxZoom }
      : null,
    routing: routing !== undefined,
  };
}
