import { PublicCrewProfilePage } from '@/features/crew-profile/components/public-crew-profile-page';
import { idScreen } from './id-screen';

export const Component = idScreen(PublicCrewProfilePage, 'personId');
