import { Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useWelcomeInfo } from '../api/get-welcome-info';
import { useSetLinkPassword } from '../api/set-link-password';
import { AuthHeading } from './auth-heading';
import { LinkInvalidState } from './link-invalid-state';
import { ResultState } from './result-state';
import { SetPasswordForm } from './set-password-form';

/** /welcome/{token}: an invited user sees who the invitation is for and sets a password. */
export const WelcomeScreen = ({ token }: { token: string }) => {
  const { t } = useTranslation(['auth', 'common']);
  const info = useWelcomeInfo(token);
  const activate = useSetLinkPassword();

  if (info.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (isApiError(info.error, 'LINK_INVALID') || isApiError(activate.error, 'LINK_INVALID')) {
    return <LinkInvalidState />;
  }
  if (info.isError) {
    return (
      <Stack>
        <FormError error={info.error} />
        <Button variant="light" onClick={() => info.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    );
  }
  const { displayName, email } = info.data;
  if (activate.isSuccess) {
    return (
      <ResultState
        tone="success"
        title={t('welcome.title', { name: displayName })}
        text={t('welcome.done')}
        action={{
          label: t('toLogin'),
          to: `${paths.login.getHref()}?login=${encodeURIComponent(email)}`,
        }}
      />
    );
  }
  return (
    <>
      <AuthHeading
        title={t('welcome.title', { name: displayName })}
        text={t('welcome.text', { email })}
      />
      <SetPasswordForm
        submitLabel={t('welcome.submit')}
        pending={activate.isPending}
        error={activate.error}
        onSubmit={(password) => activate.mutate({ kind: 'welcome', token, password })}
      />
    </>
  );
};
