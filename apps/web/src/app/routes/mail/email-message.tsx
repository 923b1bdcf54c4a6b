import { EmailMessagePage } from '@/features/mail/components/email-message-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(EmailMessagePage);
