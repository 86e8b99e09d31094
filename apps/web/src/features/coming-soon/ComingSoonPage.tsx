import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/buttons';
import { usePageTitle } from '@/shared/ui/usePageTitle';

/** Placeholder for screens whose issue has not landed yet: says so plainly and offers what works. */
export function ComingSoonPage({ nameKey }: { nameKey: string }) {
  const { t } = useTranslation();
  const name = t(nameKey);
  usePageTitle(name);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Hammer aria-hidden className="mx-auto h-12 w-12 text-accent-dark" />
      <h1 className="mt-4 text-3xl font-bold">{t('comingSoon.title', { name })}</h1>
      <p className="mt-4 text-stone-700">{t('comingSoon.text')}</p>
      <Link to="/gallery" className={`${buttonClass.primary} mt-8`}>
        {t('comingSoon.browseGallery')}
      </Link>
    </section>
  );
}
