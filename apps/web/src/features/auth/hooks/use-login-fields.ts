import type { FormErrors } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import type { LoginFormValues } from '../lib/login-request';

type Field = keyof LoginFormValues;

/**
 * The sign-in form's two fields and their errors, as @mantine/form would keep them (an edit
 * clears its field's error). That package stays off the lean sign-in page (issue 17).
 */
export const useLoginFields = (initialValues: LoginFormValues) => {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});

  const setField = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const inputProps = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.currentTarget.value),
  });

  return { values, setField, setErrors, inputProps };
};
