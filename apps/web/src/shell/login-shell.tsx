import type { TenantSettings, TokenClaims } from '@crewhub/shared';
import { Suspense, useEffect, useRef, useState } from 'react';
import { FirstScreenMark } from '@/app/layouts/first-screen-mark';
import { LoadingScreen } from '@/app/layouts/loading-screen';
import { LoggedOutLayout } from '@/app/layouts/logged-out-layout';
import { PageLoader } from '@/app/layouts/page-loader';
import { SettingsError } from '@/app/layouts/settings-error';
import { useDocumentHead } from '@/app/layouts/use-document-head';
import { useStartupLanguage } from '@/app/layouts/use-startup-language';
import { TenantMantineProvider } from '@/app/tenant-mantine-provider';
import { LoginForm } from '@/features/auth/components/login-form';
import { OfflineNotice } from '@/features/offline/components/offline-notice';
import { changeUiLanguage } from '@/lib/i18n';
import { hasLoginHints, readLoginHints, redirectParam } from '@/lib/login-hints';
import { followSessionChanges, useSession } from '@/lib/session';
import { loginLanguage } from '@/lib/ui-language';
import { pickedLanguage } from '@/lib/ui-settings';
import { loadApp } from './load-app';
import type { OpenApp } from './open-app';
import { useShellSettings } from './use-shell-settings';

type ShellProps = { openApp: OpenApp };

/** Where a signed-in visitor goes: the route guards' rule, loaded with the app it leads into. */
const postLoginHref = async (claims: TokenClaims, redirect: string | null) =>
  (await import('@/app/guards/access-rules')).postLoginPath(claims, redirect);

/** Once the page is touched the app after it loads in the background, so signing in is quick. */
const preloadOnUse = () => {
  const events = ['focusin', 'pointerdown'] as const;
  const stop = () => events.forEach((name) => document.removeEventListener(name, preload));
  const preload = () => {
    stop();
    // A failure here (offline, not cached yet) is reported when the app is really opened.
    loadApp().catch(() => undefined);
  };
  events.forEach((name) => document.addEventListener(name, preload));
  return stop;
};

const ReadyShell = ({ settings, openApp }: ShellProps & { settings: TenantSettings }) => {
  const languageReady = useStartupLanguage(settings);
  useDocumentHead(settings, languageReady);
  const session = useSession();
  const [search] = useState(() => window.location.search);
  const redirect = new URLSearchParams(search).get(redirectParam);
  // The app opens once: after this tab's login, or another tab's (as the app's login route does).
  const opening = useRef(false);

  const openAfterLogin = (claims: TokenClaims) => {
    if (opening.current) return;
    opening.current = true;
    void postLoginHref(claims, redirect).then((href) => openApp({ settings, href, replace: true }));
  };

  useEffect(() => {
    if (session && !hasLoginHints(search)) openAfterLogin(session.claims);
  });

  const onLoggedIn = (claims: TokenClaims) => {
    const language = loginLanguage({
      picked: pickedLanguage(),
      tenantDefault: settings.defaultLanguage,
      useUserLanguage: settings.useUserLanguage,
      userLanguage: claims.loginData.language,
    });
    void changeUiLanguage(language, true);
    openAfterLogin(claims);
  };

  if (!languageReady) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LoggedOutLayout settings={settings}>
        <OfflineNotice />
        <Suspense fallback={<PageLoader />}>
          <LoginForm
            hints={readLoginHints(search)}
            tenantName={settings.name}
            onLoggedIn={onLoggedIn}
            onOpen={(href) => void openApp({ settings, href })}
          />
          <FirstScreenMark />
        </Suspense>
      </LoggedOutLayout>
    </Suspense>
  );
};

/**
 * The sign-in page on its own: what a signed-out visitor of /login loads before the form can be
 * used is React, i18next, Mantine's provider and the form's few components, without the router,
 * TanStack Query or any other page (issue 17: at most 150 KB gzip). It looks and behaves as the
 * app's /login route, which renders the same layout and form; signing in, or following one of
 * its links, opens the full app (open-app.tsx).
 */
export const LoginShell = ({ openApp }: ShellProps) => {
  const settings = useShellSettings();
  useEffect(followSessionChanges, []);
  useEffect(preloadOnUse, []);
  return (
    <TenantMantineProvider
      mobileTheme={settings.status === 'ready' ? settings.settings.mobileTheme : undefined}
    >
      {settings.status === 'pending' ? <LoadingScreen /> : null}
      {settings.status === 'error' ? (
        <SettingsError error={settings.error} onRetry={settings.retry} />
      ) : null}
      {settings.status === 'ready' ? (
        <ReadyShell settings={settings.settings} openApp={openApp} />
      ) : null}
    </TenantMantineProvider>
  );
};
