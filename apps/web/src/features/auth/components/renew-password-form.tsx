import { forgottenPasswordRequestSchema } from '@crewhub/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { zodForm } from '@/lib/form-validation';
import { useForgottenPassword } from '../api/forgotten-password';
import { AuthHeading } from './auth-heading';
import { BackToLogin } from './back-to-login';
import { PasswordField } from './password-field';
import { ResultState } from './result-state';

const [renewSchema] = forgottenPasswordRequestSchema.options;

export const RenewPasswordForm = ({ initialEmail = '' }: { initialEmail?: string }) => {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { email: initialEmail, currentPassword: '', newPassword: '' },
    ...zodForm(renewSchema),
  });
  const renew = useForgottenPassword();

  if (renew.isSuccess) {
    return (
      <ResultState
        tone="success"
        title={t('renew.title')}
        text={t('renew.done')}
        action={{ label: t('toLogin'), to: paths.login.getHref() }}
      />
    );
  }

  return (
    <form
      onSubmit={form.onSubmit((data) => renew.mutate(data))}
      noValidate
      data-testid="renew-password-form"
    >
      <AuthHeading title={t('renew.title')} text={t('renew.text')} />
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={18} />}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <FormError error={renew.error} />
        <Button type="submit" size="md" fullWidth loading={renew.isPending}>
          {t('renew.submit')}
        </Button>
      </Stack>
      <BackToLogin />
    </form>
  );
};
