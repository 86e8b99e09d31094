import * as L from 'leaflet';
import type { MapItem } from './map-items';
import { labelButton } from './map-icons';
import { popupPanPadding, popupWidths } from './popup-size';

/** Below this viewport width the info window is a sheet along the bottom of the screen. */
const sheetQuery = '(max-width: 639px)';

/** Where the page's sticky header ends on screen (0 without one): the map is hidden above it. */
function pageHeaderBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed'
    ? Math.max(0, header.getBoundingClientRect().bottom)
    : 0;
}

/**
 * The info window over a chosen item, whose content React renders: on a wide screen a Leaflet popup
 * beside the marker, on a phone a sheet along the bottom of the screen (which always fits it).
 */
export class InfoWindow {
  private readonly popup: L.Popup;
  private popupOpenedByView = false;
  private sheet: HTMLElement | undefined;
  private sheetOpen = false;
  private item: MapItem | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly content: HTMLElement,
    private readonly onClosed: () => void,
    private closeLabel: string,
  ) {
    this.popup = L.popup({
      ...popupWidths(map.getContainer().clientWidth),
      autoPanPaddingTopLeft: [...popupPanPadding.topLeft],
      autoPanPaddingBottomRight: [...popupPanPadding.bottomRight],
      className: 'av-popup',
    });
    map.on('popupopen', () => this.labelCloseButton());
    map.on('popupclose', (event) => {
      if (event.popup === this.popup && !this.popupOpenedByView) this.onClosed();
    });
    // The sheet closes as the popup does: a click on the map, or Escape on the map.
    map.on('click', () => {
      if (this.sheetOpen) this.onClosed();
    });
    map.on('keydown', (event: L.LeafletKeyboardEvent) => {
      if (this.sheetOpen && event.originalEvent.key === 'Escape') this.onClosed();
    });
  }

  /** The close button's label in a new language (Leaflet's own label is English). */
  setCloseLabel(label: string): void {
    this.closeLabel = label;
    this.labelCloseButton();
  }

  private labelCloseButton(): void {
    labelButton(this.popup.getElement()?.querySelector('.leaflet-popup-close-button'), this.closeLabel);
    labelButton(this.sheet?.querySelector('.av-sheet__close'), this.closeLabel);
  }

  /** A phone turned round changes the map's width, and so the room for the info window. */
  resize(): void {
    Object.assign(this.popup.options, popupWidths(this.map.getContainer().clientWidth));
    if (this.item && this.isOpen() && this.narrow() !== this.sheetOpen) this.open(this.item);
    this.refresh();
  }

  /** Whether the screen is narrow enough for the info window to be a bottom sheet. */
  private narrow(): boolean {
    return window.matchMedia(sheetQuery).matches;
  }

  private isOpen(): boolean {
    return this.sheetOpen || this.map.hasLayer(this.popup);
  }

  /**
   * Opens (or moves) the info window over an item. On a wide screen it is a popup beside the marker,
   * panned clear of the zoom buttons; on a phone, a sheet, with the marker panned into the map above it.
   */
  open(item: MapItem): void {
    this.item = item;
    if (this.narrow()) {
      this.closePopup();
      this.openSheet(item);
    } else {
      this.closeSheet();
      this.popup.setContent(this.content);
      this.popupOpenedByView = true;
      this.popup.setLatLng([item.latitude, item.longitude]);
      if (!this.map.hasLayer(this.popup)) this.popup.openOn(this.map);
      this.popupOpenedByView = false;
    }
  }

  /** Closes it; answers whether the keyboard was inside the sheet (it then goes back to the marker). */
  close(): { focusWasInSheet: boolean } {
    const focusWasInSheet = this.sheet?.contains(document.activeElement) ?? false;
    this.item = undefined;
    this.closePopup();
    this.closeSheet();
    return { focusWasInSheet };
  }

  /** Re-measures the info window after React changed its content. */
  refresh(): void {
    if (this.map.hasLayer(this.popup)) this.popup.update();
    if (this.sheetOpen) this.keepSelectedAboveSheet();
  }

  destroy(): void {
    this.sheet?.remove();
  }

  /** Closed by the view, not by the visitor: the page is not told. */
  private closePopup(): void {
    this.popupOpenedByView = true;
    this.map.closePopup(this.popup);
    this.popupOpenedByView = false;
  }

  private openSheet(item: MapItem): void {
    let sheet = this.sheet;
    if (!sheet) {
      sheet = document.createElement('section');
      sheet.className = 'av-sheet';
      sheet.setAttribute('role', 'dialog');
      sheet.setAttribute('aria-modal', 'false');
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'av-sheet__close';
      close.innerHTML = '<span aria-hidden="true">&times;</span>';
      close.addEventListener('click', () => this.onClosed());
      sheet.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.onClosed();
      });
      sheet.append(close);
      // Right after the map in the page, so that the keyboard reaches it from the markers.
      this.map.getContainer().after(sheet);
      this.sheet = sheet;
      this.labelCloseButton();
    }
    sheet.setAttribute('aria-label', item.name);
    if (this.content.parentElement !== sheet) sheet.append(this.content);
    sheet.hidden = false;
    this.sheetOpen = true;
    this.keepSelectedAboveSheet();
  }

  private closeSheet(): void {
    if (!this.sheet || !this.sheetOpen) return;
    this.sheet.hidden = true;
    this.sheetOpen = false;
  }

  /**
   * With the sheet open, the chosen marker must stay in sight: in the part of the map between the top
   * of the screen (or of the map) and the sheet. If too little of the map shows there, the page first
   * scrolls the map up.
   */
  private keepSelectedAboveSheet(): void {
    const sheet = this.sheet;
    const item = this.item;
    if (!sheet || !this.sheetOpen || !item) return;
    const point = L.latLng(item.latitude, item.longitude);
    const container = this.map.getContainer();
    const room = () => {
      const map = container.getBoundingClientRect();
      const top = Math.max(map.top, pageHeaderBottom());
      const bottom = Math.min(map.bottom, sheet.getBoundingClientRect().top);
      return { map, top, bottom };
    };
    let band = room();
    if (band.bottom - band.top < 160) {
      window.scrollBy({ top: band.map.top - pageHeaderBottom() - 8, behavior: 'instant' });
      band = room();
    }
    const y = band.map.top + this.map.latLngToContainerPoint(point).y;
    const x = this.map.latLngToContainerPoint(point).x;
    const margin = 40;
    const width = container.clientWidth;
    const dy = y < band.top + margin || y > band.bottom - margin ? y - (band.top + band.bottom) / 2 : 0;
    const dx = x < margin || x > width - margin ? x - width / 2 : 0;
    if (dx !== 0 || dy !== 0) this.map.panBy([dx, dy], { animate: false });
  }
}
