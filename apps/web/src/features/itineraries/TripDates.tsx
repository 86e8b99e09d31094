import type { Itinerary } from '@artvoyage/contract';
import { tripEndDate } from '@artvoyage/contract/constants';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTripDates } from '@/shared/i18n/format';
import { useLocale } from '@/shared/i18n/useLocale';

/** The trip's dates, when it has some, in the visitor's language. */
export function TripDates({ itinerary }: { itinerary: Itinerary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!itinerary.startDate) return null;
  const end = tripEndDate(itinerary.startDate, itinerary.days.length);
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-stone-700">
      <CalendarDays aria-hidden className="h-4 w-4 shrink-0 text-accent-dark" />
      <span className="sr-only">{t('itineraries.tripDates')}</span>
      <time dateTime={`${itinerary.startDate}/${end}`}>
        {formatTripDates(itinerary.startDate, end, locale)}
      </time>
    </p>
  );
}
