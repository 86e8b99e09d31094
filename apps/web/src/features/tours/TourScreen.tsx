import { paths } from '@artvoyage/contract/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A tour's own screen (its page, its finish): the reading column, led by the way back to all tours. */
export function TourScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.guidedTours.href()} className="text-sm text-accent-dark hover:underline">
        ← {t('tours.allTours')}
      </Link>
      {children}
    </section>
  );
}
