import { useParams } from 'react-router';
import { UnsubscribePage } from '@/features/mail/components/unsubscribe-page';

export const Component = () => {
  const { token = '' } = useParams();
  return <UnsubscribePage key={token} token={token} />;
};
