import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { isNavItemActive } from '../navigation';

const gamesNav = [
  { to: '/', key: 'nav.home' },
  { to: '/gallery', key: 'nav.gallery' },
  { to: '/games', key: 'games.shell.games' },
] as const;

/**
 * The games shell (profile-games spec section 2): the product name with the subtitle "Educational
 * Games", links to Home, Gallery and Games (highlighted on every /games path) and a footer with the
 * year. It sits inside the app's own layout, so the main header (which also highlights Games, as the
 * app spec asks) stays the way to the rest of the app.
 */
export function GamesLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-full flex-col">
      <header className="border-b border-stone-200 bg-white/70">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="leading-tight">
            <span className="block font-display text-lg font-bold">{t('brand.name')}</span>
            <span className="block text-xs font-semibold tracking-wide text-accent-darker uppercase">
              {t('games.shell.subtitle')}
            </span>
          </p>
          <nav aria-label={t('games.shell.nav')}>
            <ul className="flex items-center gap-1">
              {gamesNav.map((item) => {
                const active = isNavItemActive(item, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      className={`rounded-md px-3 py-1.5 text-sm font-medium transition ${
                        active ? 'bg-ink text-white' : 'text-ink hover:bg-stone-200/70'
                      }`}
                    >
                      {t(item.key)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="mx-auto mt-6 w-full max-w-6xl px-4 text-center text-sm text-stone-600">
        {t('games.shell.footer', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
