import { DeliveryNotePage } from '@/features/crews/components/delivery-note-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(DeliveryNotePage);
