import { CrewProfilePage } from '@/features/crew-profile/components/crew-profile-page';
import { idScreen } from './id-screen';

export const Component = idScreen(CrewProfilePage, 'personId');
