import { useParams } from 'react-router';
import { WelcomeScreen } from '@/features/auth/components/welcome-screen';

export const Component = () => {
  const { token = '' } = useParams();
  return <WelcomeScreen key={token} token={token} />;
};
