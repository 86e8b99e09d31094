// Icons by their own path, as everywhere in the app shell (see pwa/UpdatePrompt.tsx).
import { paths } from '@artvoyage/contract/paths';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/shared/auth/auth-context';
import { openAuthDialog } from '@/shared/auth/auth-dialog-store';
import { LanguageSwitch } from '@/shared/i18n/LanguageSwitch';
import { isNavItemActive, navItems, type NavTarget } from '../navigation';
import { AccountArea, AuthDialogHost } from './AccountArea';
import { useSignOut } from './useSignOut';

const linkClass = (active: boolean) =>
  `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition ${
    active ? 'bg-ink text-white' : 'text-ink hover:bg-stone-200/70'
  }`;

function NavItemLink({ item, label, block = false }: { item: NavTarget; label: string; block?: boolean }) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      className={`${block ? 'block ' : ''}${linkClass(active)}`}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const authStatus = useAuth().status;

  // Navigating, signing in or out closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname, authStatus]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        {/* Named by what it shows, then "Home" for screen readers: a voice-control user says what they see. */}
        <Link to={paths.home.href()} className="flex items-center gap-2">
          <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="leading-tight">
            <span className="block font-display text-xl font-bold">{t('brand.name')}</span>
            <span className="block text-xs text-stone-600 xl:hidden">{t('brand.tagline')}</span>
            {/* Beside the full navigation (whose width is capped, so wider screens give no more room) only
                the short form fits in every language: French and Russian menus are longer. */}
            <span className="hidden text-xs text-stone-600 xl:block">{t('brand.taglineShort')}</span>
          </span>
          <span className="sr-only">, {t('nav.home')}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-1">
            {navItems
              .filter((item) => !('mobileOnly' in item))
              .map((item) => (
                <li key={item.to}>
                  <NavItemLink item={item} label={t(item.key)} />
                </li>
              ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 xl:ml-2">
          <LanguageSwitch />
          <AccountArea />
          <button
            type="button"
            className="rounded-md p-2 hover:bg-stone-200/70 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.mobile')} className="border-t border-stone-200 xl:hidden">
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} label={t(item.key)} block />
              </li>
            ))}
            <MobileAccountItems onOpenDialog={() => setMenuOpen(false)} />
          </ul>
        </nav>
      )}
      <AuthDialogHost />
    </header>
  );
}

const menuButtonClass = `block w-full text-left ${linkClass(false)}`;

/** The mobile menu's account entries: Profile and Sign Out when signed in, else Sign In / Sign Up. */
function MobileAccountItems({ onOpenDialog }: { onOpenDialog: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const signOut = useSignOut();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-in') {
    return (
      <>
        <li className="mt-2 border-t border-stone-200 pt-2">
          <NavItemLink item={{ to: paths.profile.href() }} label={t('nav.profile')} block />
        </li>
        <li>
          <button type="button" className={menuButtonClass} onClick={() => void signOut()}>
            {t('nav.signOut')}
          </button>
        </li>
      </>
    );
  }
  // On wide screens the header itself shows these two buttons.
  return (
    <>
      {(['signIn', 'signUp'] as const).map((tab, index) => (
        <li key={tab} className={index === 0 ? 'mt-2 border-t border-stone-200 pt-2 sm:hidden' : 'sm:hidden'}>
          <button
            type="button"
            className={menuButtonClass}
            onClick={() => {
              onOpenDialog();
              openAuthDialog(tab);
            }}
          >
            {t(`nav.${tab}`)}
          </button>
        </li>
      ))}
    </>
  );
}
