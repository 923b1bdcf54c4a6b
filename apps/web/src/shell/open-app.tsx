import type { TenantSettings } from '@crewhub/shared';
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { SettingsError } from '@/app/layouts/settings-error';
import { TenantMantineProvider } from '@/app/tenant-mantine-provider';
import { authPaths } from '@/features/auth/lib/auth-paths';
import { getSession } from '@/lib/session';
import { loadApp } from './load-app';
import { LoginShell } from './login-shell';

export type AppOpening = {
  /** Tenant settings already fetched, handed over so the app does not ask again. */
  settings?: TenantSettings;
  /** This browser's copy of them, shown until fresh ones arrive (storedSettingsForStart). */
  storedSettings?: TenantSettings;
  /** The address to open the app at; else the current one. */
  href?: string;
  /** Replace the current history entry (after signing in) instead of adding one (a link). */
  replace?: boolean;
};
export type OpenApp = (opening?: AppOpening) => Promise<void>;

/**
 * Starts the web app in `root`. A signed-out visitor of /login gets the lean sign-in page
 * (login-shell.tsx), which opens the full app when it is needed; everyone else gets the app at
 * once, painted with `settingsOfThisBrowser` when given (storedSettingsForStart).
 */
export const startApp = (root: Root, settingsOfThisBrowser: TenantSettings | null): void => {
  const openApp: OpenApp = async ({ settings, storedSettings, href, replace } = {}) => {
    try {
      const { App } = await loadApp();
      // The router reads the address when it starts, so it changes just before the app renders.
      if (href) window.history[replace ? 'replaceState' : 'pushState'](null, '', href);
      // As a transition React renders the providers and the first page in slices between
      // frames: a blocking render was the start's longest task on a phone (issue 17).
      startTransition(() =>
        root.render(
          <StrictMode>
            <App settings={settings} storedSettings={storedSettings} />
          </StrictMode>,
        ),
      );
    } catch (error) {
      // Its files did not arrive (offline before the service worker held them): say so.
      root.render(
        <StrictMode>
          <TenantMantineProvider mobileTheme={(settings ?? storedSettings)?.mobileTheme}>
            <SettingsError error={error} onRetry={() => window.location.reload()} />
          </TenantMantineProvider>
        </StrictMode>,
      );
    }
  };

  if (getSession() === null && window.location.pathname === authPaths.login) {
    root.render(
      <StrictMode>
        <LoginShell openApp={openApp} />
      </StrictMode>,
    );
  } else void openApp({ storedSettings: settingsOfThisBrowser ?? undefined });
};
