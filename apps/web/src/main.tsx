import './app/frame-styles';
import './app/accessibility.css';
import { createRoot } from 'react-dom/client';
import { authPaths } from './features/auth/lib/auth-paths';
import { followConnection } from './lib/connection';
import { requestTenantSettingsEarly, storedSettingsForStart } from './lib/fetch-tenant-settings';
import { markFirstScreenShownAfterLoad } from './lib/first-screen-shown';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { restoreSession } from './lib/session';
import { pickedLanguage } from './lib/ui-settings';
import { startFirstScreen } from './shell/first-screen';
import { startApp } from './shell/open-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

followConnection();
// Everything the first screen waits for starts now, side by side: the settings (unless a
// signed-in start paints with this browser's copy), the texts, the session checks, the app and,
// signed in, the frame and the home with its answer (issue 17).
// The sign-in page asks at once: its stored token may have expired, and then the lean sign-in
// page needs the settings before its form.
const storedSettings =
  window.location.pathname === authPaths.login ? null : storedSettingsForStart();
if (!storedSettings) requestTenantSettingsEarly();
markFirstScreenShownAfterLoad();
const sessionRestored = restoreSession();
const pageTexts = startFirstScreen(sessionRestored);
// The startup language is refined once tenant settings arrive; a picked one is known now.
void Promise.all([initI18n(pickedLanguage(), pageTexts), sessionRestored]).then(() =>
  startApp(createRoot(root), storedSettings),
);

// Only production builds cache the app shell; in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
