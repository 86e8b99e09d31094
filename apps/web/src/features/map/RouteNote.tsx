import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/i18n/format';
import { StatusNote } from '@/shared/ui/StatusNote';
import { formatDistance, formatDuration, formatSpeed } from './format';
import {
  cityDrivingM,
  cityDrivingSpeedKmh,
  roadDistanceFactor,
  roadDrivingSpeedKmh,
  walkingSpeedKmh,
} from './route-estimate';
import type { RouteState } from './useRouteRequest';

/** What the route to a place is: the engine's distance and time, an estimate and its assumptions, or why none. */
export function RouteNote({ route, locale }: { route: RouteState; locale: string }) {
  const { t } = useTranslation();
  switch (route.status) {
    case 'loading':
      return null;
    case 'failed':
      return (
        <StatusNote tone="warning">
          {t('map.route.failed', { name: route.item.name, message: route.message })}
        </StatusNote>
      );
    case 'engine':
      return (
        <StatusNote tone="info">
          <strong>{t('map.route.to', { name: route.item.name })}</strong>{' '}
          {t('map.route.engine', {
            distance: formatDistance(route.route.distance_m, locale),
            duration: formatDuration(route.route.duration_s, locale),
            mode: t(`map.route.modes.${route.route.mode}`),
          })}
        </StatusNote>
      );
    case 'estimate': {
      const { estimate } = route;
      const drivingAssumption = estimate.drivingBeyondTown
        ? t('map.route.drivingBeyondTown', {
            citySpeed: formatSpeed(cityDrivingSpeedKmh, locale),
            townDistance: formatDistance(cityDrivingM, locale),
            roadSpeed: formatSpeed(roadDrivingSpeedKmh, locale),
          })
        : t('map.route.drivingInTown', { speed: formatSpeed(cityDrivingSpeedKmh, locale) });
      return (
        <StatusNote tone="info">
          <strong>{t('map.route.estimateTitle', { name: route.item.name })}</strong>{' '}
          {t('map.route.estimate', {
            straight: formatDistance(estimate.straightLineM, locale),
            distance: formatDistance(estimate.distanceM, locale),
            factor: formatNumber(roadDistanceFactor, locale),
            walking: formatDuration(estimate.walkingS, locale),
            walkingSpeed: formatSpeed(walkingSpeedKmh, locale),
            driving: formatDuration(estimate.drivingS, locale),
            drivingAssumption,
          })}
        </StatusNote>
      );
    }
  }
}
