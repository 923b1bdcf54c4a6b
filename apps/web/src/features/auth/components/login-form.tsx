import type { TokenClaims } from '@crewhub/shared';
import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconHash } from '@tabler/icons-react';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import type { LoginHints, LoginMode } from '@/lib/login-hints';
import { loadLogin, useLogin } from '../api/use-login';
import { useLoginFields } from '../hooks/use-login-fields';
import { authPaths } from '../lib/auth-paths';
import { AuthHeading } from './auth-heading';
import { PasswordField } from './password-field';

type LoginFormProps = {
  hints: LoginHints;
  tenantName: string;
  onLoggedIn: (claims: TokenClaims) => void;
  /**
   * Opens another signed-out page in this tab: the router's navigation inside the app, the full
   * app on the lean sign-in page (shell/). The form uses no router, so it renders on both.
   */
  onOpen: (href: string) => void;
};

/** The shared login rules (zod) load when the form is first touched or sent. */
const loadChecks = () => import('../lib/login-request');
const preloadSubmit = () => void Promise.all([loadChecks(), loadLogin()]);

const identifierLabels = {
  email: 'fields.email',
  project: 'fields.projectNumber',
  plusCrew: 'fields.plusCrewNumber',
} as const;

/** A plain click opens the page in this tab; modified clicks keep the browser's own behaviour. */
const opener = (onOpen: (href: string) => void, href: string) => (event: MouseEvent) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  onOpen(href);
};

export const LoginForm = ({ hints, tenantName, onLoggedIn, onOpen }: LoginFormProps) => {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<LoginMode>(hints.mode);
  const fields = useLoginFields({ login: hints.login, password: hints.password });
  const login = useLogin({ onSuccess: onLoggedIn });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (await loadChecks()).checkLoginForm(mode, fields.values);
    if ('errors' in checked) fields.setErrors(checked.errors);
    else login.mutate(checked.request);
  };

  const changeMode = (next: string) => {
    setMode(next as LoginMode);
    fields.setField('login', '');
    login.reset();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
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
          {...fields.inputProps('login')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          data-testid="login-password"
          {...fields.inputProps('password')}
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
          <Anchor
            href={authPaths.forgottenPassword}
            onClick={opener(onOpen, authPaths.forgottenPassword)}
            size="sm"
          >
            {t('login.forgotten')}
          </Anchor>
          <Anchor
            href={authPaths.renewPassword}
            onClick={opener(onOpen, authPaths.renewPassword)}
            size="sm"
          >
            {t('login.renew')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
};
