import { setPasswordSchema } from '@crewhub/shared';
import { Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/use-form';
import { FormError } from '@/components/form-error';
import { PasswordField } from './password-field';

type SetPasswordFormProps = {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
};

/** A new password typed twice, validated with the shared password rule. */
export const SetPasswordForm = ({
  submitLabel,
  pending,
  error,
  onSubmit,
}: SetPasswordFormProps) => {
  const { t } = useTranslation('auth');
  const form = useForm({ password: '', confirm: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(setPasswordSchema);
    if (!data) return;
    if (data.password !== form.values.confirm) {
      form.setProblem('confirm', { key: 'passwordsDiffer' });
      return;
    }
    onSubmit(data.password);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="set-password-form">
      <Stack gap="md">
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          {...form.field('confirm')}
        />
        <FormError error={error} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
