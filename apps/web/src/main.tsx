import './app/frame-styles';
import './app/accessibility.css';
import { createRoot } from 'react-dom/client';
import { authPaths } from './features/auth/lib/auth-paths';
import { followConnection } from './lib/connection';
import { requestTenantSettingsEarly } from './lib/fetch-tenant-settings';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { restoreSession } from './lib/session';
import { readString, storageKeys } from './lib/storage';
import { pickedLanguage } from './lib/ui-settings';
import { loadApp } from './shell/load-app';
import { startApp } from './shell/open-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

followConnection();
// Everything the first screen waits for starts now, side by side: the settings, the texts, the
// session checks and, unless this is the signed-out sign-in page, the app (issue 17).
requestTenantSettingsEarly();
const onLogin = window.location.pathname === authPaths.login;
// A stored token may still turn out invalid (then /login gets the lean page and the app only
// came early); startApp decides on the checked session.
if (!onLogin || readString(storageKeys.token) !== null) loadApp().catch(() => undefined);
// The startup language is refined once tenant settings arrive; a picked one is known now. The
// sign-in page's texts load with the frame's, not after them.
const pageTexts = onLogin ? (['auth'] as const) : [];
void Promise.all([initI18n(pickedLanguage(), pageTexts), restoreSession()]).then(() =>
  startApp(createRoot(root)),
);

// Only production builds cache the app shell; in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
