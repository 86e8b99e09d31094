import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { footerLinks } from '../navigation';

const featureKeys = ['tour', 'audio', 'itineraries', 'recognition', 'chat', 'games'] as const;

/**
 * The copyright year: the year the site was built (a prerendered page carries it), not the visitor's
 * clock, so the browser renders the same text as the page it takes over. A clock in a later year (a
 * page built in December, opened in January) made every prerendered page a hydration mismatch.
 */
const copyrightYear = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-ink text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <h2 className="font-display text-xl font-bold text-white">{t('brand.name')}</h2>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.about')}</p>
        </div>
        <FooterList title={t('footer.keyFeatures')}>
          {featureKeys.map((key) => (
            <li key={key}>{t(`footer.features.${key}`)}</li>
          ))}
        </FooterList>
        <FooterList title={t('footer.navigation')}>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-white hover:underline">
                {t(link.key)}
              </Link>
            </li>
          ))}
        </FooterList>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-stone-300">
        {t('footer.rights', { year: copyrightYear })}
      </p>
    </footer>
  );
}

/** A footer column: its small-caps heading over a list. */
function FooterList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-accent uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}
