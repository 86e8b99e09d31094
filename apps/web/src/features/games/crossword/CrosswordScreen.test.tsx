import russian from '@artvoyage/content/locales/ru/crossword';
import type { CrosswordClue } from '@artvoyage/content/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@/shared/auth/auth-context';
import { changeLocale, loadMessageGroups, loadScreenPacks } from '@/shared/i18n';
import CrosswordScreen from './CrosswordScreen';

// The signed-in player's token comes from the auth runtime (Supabase), which a unit test does not start.
vi.mock('@/shared/auth/access-token', () => ({ accessToken: async () => 'token-1' }));

beforeAll(async () => {
  // What the games' route fetches for the crossword: the games' messages and the grid.
  await Promise.all([loadMessageGroups(['games']), loadScreenPacks(['crossword'])]);
  // Fetches the Russian messages and the Russian grid, as switching language in the app does.
  await changeLocale('ru');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(status: AuthStatus = 'signed-out') {
  const auth = { status, user: null, session: null } as unknown as AuthContextValue;
  const router = createMemoryRouter(
    [{ path: '/games/:gameId', Component: () => <CrosswordScreen gameId="art-terms-crossword" /> }],
    { initialEntries: ['/games/art-terms-crossword'] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
}

/** A square by zero-based row and column, as its Russian label names it (counting from 1). */
const square = (row: number, col: number) =>
  screen.getByRole<HTMLInputElement>('textbox', {
    name: new RegExp(`^Строка ${row + 1}, столбец ${col + 1}, `),
  });

/** Chooses a clue in its list, then presses the keys on the grid. */
function typeAnswer(clue: CrosswordClue, keys: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(clue.clue) }));
  for (const key of keys) fireEvent.keyDown(document.activeElement ?? document.body, { key });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the crossword in Russian', () => {
  it('shows the Russian grid and clues and takes Cyrillic letters, in upper case', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Кроссворд художественных терминов');
    screen.getByRole('heading', { name: 'По горизонтали' });
    const holst = russian.clues.find((clue) => clue.answer === 'ХОЛСТ')!;
    screen.getByRole('button', { name: new RegExp(holst.clue) });

    // A Russian keyboard types lower-case Cyrillic; Latin letters and digits are not letters of this grid.
    typeAnswer(holst, 'хqо1лст');
    expect([0, 1, 2, 3, 4].map((col) => square(1, col).value)).toEqual(['Х', 'О', 'Л', 'С', 'Т']);
    // Ё is written Е, as Russian crosswords do (ЛАК: its third square takes the Е, wrong but typed).
    const lak = russian.clues.find((clue) => clue.answer === 'ЛАК')!;
    typeAnswer(lak, 'лаё');
    expect(square(13, 9).value).toBe('Е');
  });

  it('completes in Russian and sends the Cyrillic rows for the round opened in Russian', async () => {
    const roundId = '5f0e7c1e-8f5a-4a4e-9d43-2f4f1d2b6a11';
    const requests: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, body: JSON.parse(String(init.body)) });
        if (url === '/api/v1/game-rounds') {
          return json(201, {
            id: roundId,
            game_id: 'art-terms-crossword',
            locale: 'ru',
            items: [],
            opened_at: new Date().toISOString(),
          });
        }
        return json(200, {
          success: true,
          message: 'ok',
          newAchievements: [],
          xpAwarded: 50,
          experience_points: 150,
          user_level: 1,
          score: 100,
          max_score: 100,
        });
      }),
    );
    renderScreen('signed-in');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: '/api/v1/game-rounds',
      body: { game_id: 'art-terms-crossword', locale: 'ru' },
    });
    for (const clue of russian.clues) typeAnswer(clue, clue.answer.toLowerCase());
    await screen.findByRole('heading', { name: 'Поздравляем!' });
    expect(screen.getAllByText('Счёт: 100%').length).toBeGreaterThan(0);
    await waitFor(() => expect(requests).toHaveLength(2));
    const solved = russian.solution.map((row) => row.map((letter) => letter ?? '.').join(''));
    expect(requests[1]).toEqual({ url: `/api/v1/game-rounds/${roundId}/finish`, body: { answers: solved } });
  }, 60_000); // some 100 events re-rendering the 225 squares: slow on a busy machine

  it('starts the other language’s own grid when the language changes, and says it will', async () => {
    renderScreen();
    screen.getByText('У каждого языка своя сетка: при смене языка кроссворд начнётся заново.');
    const holst = russian.clues.find((clue) => clue.answer === 'ХОЛСТ')!;
    typeAnswer(holst, 'хол');
    expect(square(1, 0).value).toBe('Х');
    await changeLocale('fr');
    await screen.findByRole('heading', { name: 'Horizontalement' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mots croisés de l’art');
    const filled = screen.getAllByRole<HTMLInputElement>('textbox').filter((input) => input.value !== '');
    expect(filled).toEqual([]);
    await changeLocale('ru');
    await screen.findByRole('heading', { name: 'По горизонтали' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Кроссворд художественных терминов');
  });
});
