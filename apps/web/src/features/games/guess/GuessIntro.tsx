import type { GameCatalogueEntry } from '@artvoyage/content/games';
import { Image, Timer, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';

interface Props {
  game: GameCatalogueEntry;
  artworks: number;
  seconds: number;
  points: number;
  onStart: () => void;
}

/** Before a play: what the game is, its three figures and the Start button. */
export function GuessIntro({ game, artworks, seconds, points, onStart }: Props) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'artworks', Icon: Image, text: t('games.guess.intro.artworks', { count: artworks }) },
    { key: 'seconds', Icon: Timer, text: t('games.guess.intro.seconds', { count: seconds }) },
    { key: 'points', Icon: Trophy, text: t('games.guess.intro.points', { count: points }) },
  ];
  return (
    <section className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <p className="mx-auto max-w-2xl text-lg text-stone-700">{game.description}</p>
      <p className="mx-auto mt-2 max-w-2xl text-stone-600">{t('games.guess.intro.howTo')}</p>
      <ul className="mx-auto mt-8 grid max-w-2xl grid-cols-3 gap-2 sm:gap-4">
        {tiles.map(({ key, Icon, text }) => (
          <li key={key} className="flex flex-col items-center gap-2 rounded-2xl bg-stone-50 p-3 sm:p-5">
            <Icon aria-hidden className="h-7 w-7 text-accent-darker" />
            <span className="text-sm font-semibold sm:text-base">{text}</span>
          </li>
        ))}
      </ul>
      <button type="button" className={`${buttonClass.accent} mt-8 px-8 py-3 text-base`} onClick={onStart}>
        {t('games.guess.intro.start')}
      </button>
    </section>
  );
}
