import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is labelled without the word "password", so the
 * field itself stays the only control found by its label.
 */
export const PasswordField = (props: PasswordInputProps) => {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      leftSection={<IconLock size={18} stroke={1.6} />}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.toggleVisibility') }}
      {...props}
    />
  );
};
