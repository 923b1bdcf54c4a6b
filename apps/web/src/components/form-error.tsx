import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '@/lib/error-text';

/** The translated reason a form could not be sent, or nothing. */
export const FormError = ({ error }: { error: unknown }) =>
  error ? (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      role="alert"
      data-testid="form-error"
    >
      {errorText(error)}
    </Alert>
  ) : null;
