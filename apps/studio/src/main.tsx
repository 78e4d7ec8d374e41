import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './components/ui/global.css';
import { createStudioApi } from './lib/api/studio-api';
import { loadMessages } from './lib/i18n/i18n';
import { readLaunchParams } from './lib/launch-params';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { sessionToken, locale } = readLaunchParams(window.location.search);
document.documentElement.lang = locale;
const messages = await loadMessages(locale);

createRoot(container).render(
  <StrictMode>
    <App api={sessionToken ? createStudioApi(sessionToken) : undefined} locale={locale} messages={messages} />
  </StrictMode>,
);
