import { paths } from '@artvoyage/contract/paths';
import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '@/shared/ui/NotFoundMessage';
import { usePageTitle } from '@/shared/ui/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <NotFoundMessage
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      linkTo={paths.home.href()}
      linkLabel={t('errors.returnHome')}
    />
  );
}
