import { MapPin, Navigation, Star, ZoomIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import { formatNumber } from '@/shared/i18n/format';
import type { MapItem } from './map-items';

interface InfoWindowProps {
  item: MapItem;
  canRoute: boolean;
  routing: boolean;
  onZoomIn: () => void;
  onRoute: () => void;
}

/** The info window's content: name, description, category, rating or hours and price. */
export function InfoWindow({ item, canRoute, routing, onZoomIn, onRoute }: InfoWindowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rating =
    item.type === 'destination' ? formatNumber(item.rating, locale, { minimumFractionDigits: 1 }) : '';
  return (
    <div className="grid gap-2 text-sm text-ink" data-testid="map-info">
      <h2 className="pr-8 text-base font-bold leading-snug">{item.name}</h2>
      <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
        <MapPin aria-hidden className="h-3.5 w-3.5" />
        {t(`map.info.categories.${item.category}`)}
        {item.type === 'destination' && <span className="normal-case tracking-normal">· {item.country}</span>}
      </p>
      <p className="leading-relaxed text-stone-800">{item.description}</p>
      {item.type === 'destination' ? (
        <p className="flex items-center gap-1 font-semibold">
          <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-500" />
          <span aria-hidden>{rating}</span>
          <span className="sr-only">{t('map.info.rating', { rating })}</span>
        </p>
      ) : (
        <>
          <p>
            <span className="font-semibold">{t('map.info.openingHoursLabel')}</span>{' '}
            <span className="text-stone-800">{item.openingHours}</span>
          </p>
          <p className="font-semibold text-accent-darker">
            {item.admission.kind === 'free'
              ? t('map.info.free')
              : t('map.info.priceFrom', { price: item.admission.euros })}
          </p>
        </>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        <button type="button" className="av-map-button" onClick={onZoomIn}>
          <ZoomIn aria-hidden className="h-4 w-4" />
          {t('map.info.zoomIn')}
        </button>
        {canRoute && (
          <button
            type="button"
            className="av-map-button av-map-button--primary"
            onClick={onRoute}
            disabled={routing}
            aria-busy={routing}
          >
            <Navigation aria-hidden className="h-4 w-4" />
            {routing ? t('map.info.routing') : t('map.info.route')}
          </button>
        )}
      </div>
    </div>
  );
}
