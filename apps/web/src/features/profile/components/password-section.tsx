import { changePasswordInputSchema } from '@crewhub/shared';
import { Button, PasswordInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useChangePassword } from '../api/change-password';

/** Change my password with the current one; my other devices are logged out. */
export const PasswordSection = () => {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    ...zodForm(changePasswordInputSchema),
  });
  const submit = form.onSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        toast.success(t('password.changed'));
        form.reset();
      },
      onError: (error) => {
        if (isApiError(error) && error.issues.some((i) => i.field === 'body.currentPassword')) {
          form.setFieldError('currentPassword', t('password.wrongCurrent'));
        } else toast.error(errorText(error));
      },
    }),
  );
  return (
    <SectionCard title={t('password.title')} icon={IconLock} testId="password-change">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.rule')}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
        </SimpleGrid>
        <Button type="submit" mt="md" loading={change.isPending} data-testid="password-submit">
          {t('password.submit')}
        </Button>
      </form>
    </SectionCard>
  );
};
