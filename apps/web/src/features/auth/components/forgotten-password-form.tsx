import { forgottenPasswordRequestSchema } from '@crewhub/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { useForgottenPassword } from '../api/forgotten-password';
import { AuthHeading } from './auth-heading';
import { BackToLogin } from './back-to-login';
import { FormError } from '@/components/form-error';
import { ResultState } from './result-state';

const [, linkRequestSchema] = forgottenPasswordRequestSchema.options;

export const ForgottenPasswordForm = ({ initialEmail = '' }: { initialEmail?: string }) => {
  const { t } = useTranslation(['auth', 'common']);
  const form = useForm({ email: initialEmail });
  const request = useForgottenPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(linkRequestSchema);
    if (data) request.mutate(data);
  };

  if (request.isSuccess) {
    return (
      <ResultState
        tone="success"
        title={t('common:success.invitationSent')}
        text={
          <Text span fw={600}>
            {form.values.email}
          </Text>
        }
        action={{ label: t('auth:backToLogin'), to: paths.login.getHref() }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="forgotten-password-form">
      <AuthHeading title={t('auth:forgotten.title')} text={t('auth:forgotten.text')} />
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={18} />}
          {...form.field('email')}
        />
        <FormError error={request.error} />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('auth:forgotten.submit')}
        </Button>
      </Stack>
      <BackToLogin />
    </form>
  );
};
