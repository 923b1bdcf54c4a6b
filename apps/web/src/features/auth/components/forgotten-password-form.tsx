import { forgottenPasswordRequestSchema } from '@crewhub/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { zodForm } from '@/lib/form-validation';
import { useForgottenPassword } from '../api/forgotten-password';
import { AuthHeading } from './auth-heading';
import { BackToLogin } from './back-to-login';
import { ResultState } from './result-state';

const [, linkRequestSchema] = forgottenPasswordRequestSchema.options;

export const ForgottenPasswordForm = ({ initialEmail = '' }: { initialEmail?: string }) => {
  const { t } = useTranslation(['auth', 'common']);
  const form = useForm({ initialValues: { email: initialEmail }, ...zodForm(linkRequestSchema) });
  const request = useForgottenPassword();

  if (request.isSuccess) {
    return (
      <ResultState
        tone="success"
        title={t('auth:forgotten.sent')}
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
    <form
      onSubmit={form.onSubmit((data) => request.mutate(data))}
      noValidate
      data-testid="forgotten-password-form"
    >
      <AuthHeading title={t('auth:forgotten.title')} text={t('auth:forgotten.text')} />
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={18} />}
          {...form.getInputProps('email')}
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
