import { forgottenPasswordRequestSchema } from '@crewhub/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { useForgottenPassword } from '../api/forgotten-password';
import { AuthHeading } from './auth-heading';
import { BackToLogin } from './back-to-login';
import { FormError } from '@/components/form-error';
import { PasswordField } from './password-field';
import { ResultState } from './result-state';

const [renewSchema] = forgottenPasswordRequestSchema.options;

export const RenewPasswordForm = ({ initialEmail = '' }: { initialEmail?: string }) => {
  const { t } = useTranslation('auth');
  const form = useForm({ email: initialEmail, currentPassword: '', newPassword: '' });
  const renew = useForgottenPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(renewSchema);
    if (data) renew.mutate(data);
  };

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
    <form onSubmit={submit} noValidate data-testid="renew-password-form">
      <AuthHeading title={t('renew.title')} text={t('renew.text')} />
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={18} />}
          {...form.field('email')}
        />
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          {...form.field('newPassword')}
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
