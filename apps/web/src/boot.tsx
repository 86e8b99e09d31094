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

// Rendered once the router has loaded the first page's lazy route (its chunk and messages): until
// then there is nothing to show but a prerendered page, which stays on screen. React then takes that
// page over as it is, or renders anew when this visitor's page differs (another language, a stored
// session) or the server sent none.
void routerReady(router).then(() => {
  if (fitsPrerenderedPage(initialLocale, container.getAttribute('data-prerendered'))) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
