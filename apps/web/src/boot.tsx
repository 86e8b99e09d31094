// The app itself, imported by main.tsx: everything here and what it imports statically is the
// app-shell chunk (vite.config.ts).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initialLocale } from './shared/i18n';
import { App } from './app/App';
import { fitsPrerenderedPage, routerReady } from './app/prerendered';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('ArtVoyage needs a #root element');
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

if (!container.hasAttribute('data-prerendered')) {
  createRoot(container).render(app);
} else {
  // The server sent the page already rendered (English, signed out). It stays on screen until the
  // route's chunk and messages are in; then React takes it over as it is, or replaces it when this
  // visitor's page differs (another language, a stored session).
  void routerReady(router).then(() => {
    if (fitsPrerenderedPage(initialLocale)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
