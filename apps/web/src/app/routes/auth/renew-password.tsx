import { useLocation } from 'react-router';
import { RenewPasswordForm } from '@/features/auth/components/renew-password-form';
import { readLoginHints } from '@/lib/login-hints';

export const Component = () => {
  const { search } = useLocation();
  return <RenewPasswordForm initialEmail={readLoginHints(search).login} />;
};
