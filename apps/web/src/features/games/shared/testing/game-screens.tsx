import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthContextValue } from '@/shared/auth/auth-context';
import { changeLocale, loadMessageGroups, type Locale } from '@/shared/i18n';

/** A signed-out visitor: a game is played without a server round, so nothing leaves the test. */
const visitor = { status: 'signed-out', user: null, offline: true } as unknown as AuthContextValue;

/** For tests: renders a game's screen as a visitor sees it, with the query client and a router around it. */
export function renderAsVisitor(screen: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={visitor}>
        <MemoryRouter>{screen}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** For tests: the games' messages in `locale`, as the games' route loads them and the language switch changes. */
export async function showGamesIn(locale: Locale) {
  await loadMessageGroups(['games']);
  await changeLocale(locale);
}
