import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useSetLinkPassword } from '../api/set-link-password';
import { AuthHeading } from './auth-heading';
import { BackToLogin } from './back-to-login';
import { LinkInvalidState } from './link-invalid-state';
import { ResultState } from './result-state';
import { SetPasswordForm } from './set-password-form';

/** /forgottenPassword/{token}: choose a new password from an e-mailed reset link. */
export const ResetPasswordScreen = ({ token }: { token: string }) => {
  const { t } = useTranslation('auth');
  const reset = useSetLinkPassword();

  if (isApiError(reset.error, 'LINK_INVALID')) return <LinkInvalidState />;
  if (reset.isSuccess) {
    return (
      <ResultState
        tone="success"
        title={t('reset.title')}
        text={t('reset.done')}
        action={{ label: t('toLogin'), to: paths.login.getHref() }}
      />
    );
  }
  return (
    <>
      <AuthHeading title={t('reset.title')} text={t('reset.text')} />
      <SetPasswordForm
        submitLabel={t('reset.submit')}
        pending={reset.isPending}
        error={reset.error}
        onSubmit={(password) => reset.mutate({ kind: 'reset', token, password })}
      />
      <BackToLogin />
    </>
  );
};
