import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/shared/auth/auth-context';
import { changeLocale } from '@/shared/i18n';
import { GameRewardNote } from './GameRewardNote';
import { mismatchedRound } from './round-items';
import { showGamesIn } from './testing/game-screens';
import { useGameReward, type FinishedPlay } from './useGameReward';

/*
 * The note under a game's results, for a signed-in player, in each language: what it says comes from
 * the messages of the language on screen.
 */

const player = {
  status: 'signed-in',
  user: { id: 'player-1' },
  offline: false,
} as unknown as AuthContextValue;

function Note({ finished }: { finished: FinishedPlay }) {
  return <GameRewardNote reward={useGameReward(finished)} />;
}

function renderNote(finished: FinishedPlay) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={player}>
        <Note finished={finished} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe.each([
  [
    'en',
    'This version of the game differs from the server’s: no XP for this play.',
    '+1476 XP for this game',
  ],
  [
    'fr',
    'Cette version du jeu diffère de celle du serveur\u00a0: pas d’XP pour cette partie.',
    '+1\u202f476 XP pour cette partie',
  ],
  [
    'ru',
    'Эта версия игры отличается от версии на сервере, поэтому XP за эту игру не начисляются.',
    '+1\u00a0476 XP за эту игру',
  ],
] as const)('in %s', (locale, mismatched, earned) => {
  beforeAll(() => showGamesIn(locale));

  it('says that a round naming content this app lacks earns no XP, in the language', () => {
    renderNote({ playId: 'play-1', round: mismatchedRound, answers: [] });
    expect(screen.getByRole('status').textContent).toBe(mismatched);
  });

  it('writes the XP earned with the language’s digit grouping', () => {
    render(<GameRewardNote reward={{ status: 'earned', xp: 1476 }} />);
    expect(screen.getByRole('status').textContent).toBe(earned);
  });
});
