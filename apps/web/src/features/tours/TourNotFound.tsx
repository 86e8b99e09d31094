import { paths } from '@artvoyage/contract/paths';
import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '@/shared/ui/NotFoundMessage';

/** What a tour's pages show for a slug that names no tour: a way back to the tours. */
export function TourNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundMessage
      title={t('tours.notFoundTitle')}
      text={t('tours.notFoundText')}
      linkTo={paths.guidedTours.href()}
      linkLabel={t('tours.allTours')}
    />
  );
}
