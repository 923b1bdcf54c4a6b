import { setPasswordSchema } from '@crewhub/shared';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { zodForm } from '@/lib/form-validation';
import { PasswordField } from './password-field';

/** The shared password rule, then the same password again (checked once the first is valid). */
const passwordTwiceSchema = setPasswordSchema
  .extend({ confirm: z.string() })
  .refine(({ password, confirm }) => password === confirm, { path: ['confirm'] });

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
  const { t } = useTranslation(['auth', 'common']);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    ...zodForm(passwordTwiceSchema, {
      ownText: (issue) =>
        issue.code === 'custom' ? t('common:validation.passwordsDiffer') : undefined,
    }),
  });

  return (
    <form
      onSubmit={form.onSubmit((data) => onSubmit(data.password))}
      noValidate
      data-testid="set-password-form"
    >
      <Stack gap="md">
        <PasswordField
          label={t('auth:fields.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth:fields.repeatPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <FormError error={error} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
