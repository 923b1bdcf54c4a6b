import type { TokenClaims } from '@crewhub/shared';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { changeUiLanguage } from '@/lib/i18n';
import { hasLoginHints, readLoginHints, redirectParam } from '@/lib/login-hints';
import { useSession } from '@/lib/session';
import { useTenantSettings } from '@/lib/tenant-settings';
import { loginLanguage } from '@/lib/ui-language';
import { pickedLanguage } from '@/lib/ui-settings';
import { postLoginPath } from '../../guards/access-rules';

export const Component = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const settings = useTenantSettings();
  const session = useSession();
  const redirect = new URLSearchParams(search).get(redirectParam);

  // A guest link (login hints) may switch accounts; otherwise a session skips the form.
  if (session && !hasLoginHints(search)) {
    return <Navigate to={postLoginPath(session.claims, redirect)} replace />;
  }

  const onLoggedIn = (claims: TokenClaims) => {
    const language = loginLanguage({
      picked: pickedLanguage(),
      tenantDefault: settings.defaultLanguage,
      useUserLanguage: settings.useUserLanguage,
      userLanguage: claims.loginData.language,
    });
    void changeUiLanguage(language, true);
    navigate(postLoginPath(claims, redirect), { replace: true });
  };

  return (
    <LoginForm
      key={search}
      hints={readLoginHints(search)}
      tenantName={settings.name}
      onLoggedIn={onLoggedIn}
      onOpen={(href) => void navigate(href)}
    />
  );
};
