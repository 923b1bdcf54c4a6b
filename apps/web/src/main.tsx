import './app/frame-styles';
import './app/accessibility.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { restoreSession } from './lib/session';
import { pickedLanguage } from './lib/ui-settings';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// The startup language is refined once tenant settings arrive; a picked one is known now.
void Promise.all([initI18n(pickedLanguage()), restoreSession()]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Only production builds cache the app shell; in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
