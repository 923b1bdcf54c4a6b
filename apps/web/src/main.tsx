import './app/frame-styles';
import './app/accessibility.css';
import { createRoot } from 'react-dom/client';
import { authPaths } from './features/auth/lib/auth-paths';
import { followConnection } from './lib/connection';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { restoreSession } from './lib/session';
import { pickedLanguage } from './lib/ui-settings';
import { startApp } from './shell/open-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

followConnection();
// The startup language is refined once tenant settings arrive; a picked one is known now. The
// sign-in page's texts load with the frame's, not after them.
const pageTexts = window.location.pathname === authPaths.login ? (['auth'] as const) : [];
void Promise.all([initI18n(pickedLanguage(), pageTexts), restoreSession()]).then(() =>
  startApp(createRoot(root)),
);

// Only production builds cache the app shell; in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
