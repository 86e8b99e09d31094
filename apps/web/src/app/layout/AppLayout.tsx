import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '@/shared/ui/Spinner';
import { AppReadyMarker } from '../AppReadyMarker';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner } from './OfflineBanner';

export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className="flex-1 outline-none"
        aria-busy={navigation.state === 'loading'}
      >
        <Suspense fallback={<Spinner label="…" />}>
          <Outlet />
          <AppReadyMarker />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
