import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/buttons';
import { usePageTitle } from '@/shared/ui/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p className="mt-4 text-stone-700">{t('errors.notFoundText')}</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        {t('errors.returnHome')}
      </Link>
    </section>
  );
}
