import type { TokenClaims } from '@crewhub/shared';
import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconHash } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import type { LoginHints, LoginMode } from '@/lib/login-hints';
import { loadLogin, useLogin } from '../api/use-login';
import type { LoginFormValues } from '../lib/login-request';
import { AuthHeading } from './auth-heading';
import { PasswordField } from './password-field';

type LoginFormProps = {
  hints: LoginHints;
  tenantName: string;
  onLoggedIn: (claims: TokenClaims) => void;
};

/** The shared login rules (zod) load when the form is first touched or sent. */
const loadChecks = () => import('../lib/login-request');
const preloadSubmit = () => void Promise.all([loadChecks(), loadLogin()]);

const identifierLabels = {
  email: 'fields.email',
  project: 'fields.projectNumber',
  plusCrew: 'fields.plusCrewNumber',
} as const;

export const LoginForm = ({ hints, tenantName, onLoggedIn }: LoginFormProps) => {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<LoginMode>(hints.mode);
  const form = useForm<LoginFormValues>({
    initialValues: { login: hints.login, password: hints.password },
  });
  const login = useLogin({ onSuccess: onLoggedIn });

  const submit = async (values: LoginFormValues) => {
    const checked = (await loadChecks()).checkLoginForm(mode, values);
    if ('errors' in checked) form.setErrors(checked.errors);
    else login.mutate(checked.request);
  };

  const changeMode = (next: string) => {
    setMode(next as LoginMode);
    form.setFieldValue('login', '');
    form.clearFieldError('login');
    login.reset();
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => void submit(values))}
      onFocus={preloadSubmit}
      noValidate
      data-testid="login-form"
    >
      <AuthHeading title={t('login.title')} text={t('login.subtitle', { tenant: tenantName })} />
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={changeMode}
          aria-label={t('login.modeLabel')}
          data-testid="login-mode"
          data={(['email', 'project', 'plusCrew'] as const).map((value) => ({
            value,
            label: t(`login.modes.${value}`),
          }))}
        />
        {mode === 'email' ? null : (
          <Text size="sm" c="dimmed">
            {t('login.guestHint')}
          </Text>
        )}
        <TextInput
          label={t(identifierLabels[mode])}
          type={mode === 'email' ? 'email' : 'text'}
          autoComplete={mode === 'email' ? 'username' : 'off'}
          leftSection={mode === 'email' ? <IconAt size={18} /> : <IconHash size={18} />}
          data-testid="login-identifier"
          {...form.getInputProps('login')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          data-testid="login-password"
          {...form.getInputProps('password')}
        />
        <FormError error={login.error} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={login.isPending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.forgottenPassword.getHref()} size="sm">
            {t('login.forgotten')}
          </Anchor>
          <Anchor component={Link} to={paths.renewPassword.getHref()} size="sm">
            {t('login.renew')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
};
