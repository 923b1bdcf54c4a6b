import { useParams } from 'react-router';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

export const Component = () => {
  const { token = '' } = useParams();
  return <ResetPasswordScreen key={token} token={token} />;
};
