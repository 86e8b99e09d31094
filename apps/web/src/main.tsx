import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
import './styles.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('ArtVoyage needs a #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
