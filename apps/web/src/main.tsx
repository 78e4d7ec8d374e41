import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './components/ui/global.css';
import { initI18n } from './lib/i18n/i18n';
import { basePathOf, localeFromPath, stripBasePath } from './lib/i18n/locale-path';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The locale's messages arrive before the first render, so a German visitor never sees English flash by.
const { pathname } = window.location;
await initI18n(localeFromPath(stripBasePath(pathname, basePathOf(pathname))));

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
