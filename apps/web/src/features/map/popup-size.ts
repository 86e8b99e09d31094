/** The info window's widest and narrowest content on a wide map (Leaflet's own default is 300). */
const widest = 320;
const narrowest = 240;
/**
 * Room kept round the info window when the map pans it into view: clear of the zoom buttons at the top
 * left, 24 px from the other edges.
 */
export const popupPanPadding = { topLeft: [56, 24], bottomRight: [24, 24] } as const;
/** The info window's margins (map.css) and the room kept round it. */
const aroundContent = 2 * 16 + popupPanPadding.topLeft[0] + popupPanPadding.bottomRight[0];

/**
 * The info window's content widths for a map this wide, so that the whole window, close button
 * included, fits on a phone: a 390 px phone leaves a 358 px map, too narrow for 320 px of content.
 */
export function popupWidths(mapWidth: number): { maxWidth: number; minWidth: number } {
  if (mapWidth <= 0) return { maxWidth: widest, minWidth: narrowest };
  const maxWidth = Math.max(160, Math.min(widest, mapWidth - aroundContent));
  return { maxWidth, minWidth: Math.min(narrowest, maxWidth) };
}
