import { paths } from '@artvoyage/contract/paths';
import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '@/shared/ui/NotFoundMessage';
import { usePageTitle } from '@/shared/ui/usePageTitle';

/** 'Game Not Found' (or 'Quiz Not Found', 'Crossword Not Found') with 'Return to Games'. */
export function GameNotFound({
  gameId,
  kind = 'game',
}: {
  gameId: string;
  kind?: 'game' | 'quiz' | 'crossword';
}) {
  const { t } = useTranslation();
  const title = t(`games.notFound.${kind}`);
  usePageTitle(title);
  return (
    <NotFoundMessage
      title={title}
      text={t('games.notFound.text', { gameId })}
      linkTo={paths.games.href()}
      linkLabel={t('games.returnToGames')}
    />
  );
}
