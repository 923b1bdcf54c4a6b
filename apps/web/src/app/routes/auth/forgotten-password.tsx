import { useLocation } from 'react-router';
import { ForgottenPasswordForm } from '@/features/auth/components/forgotten-password-form';
import { readLoginHints } from '@/lib/login-hints';

export const Component = () => {
  const { search } = useLocation();
  return <ForgottenPasswordForm initialEmail={readLoginHints(search).login} />;
};
