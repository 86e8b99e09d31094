import { paths } from '@artvoyage/contract/paths';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Every game screen's way back to the index: 'Back to Games'. */
export function BackToGames({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.games.href()}
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-ink hover:underline ${className}`}
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {t('games.backToGames')}
    </Link>
  );
}
