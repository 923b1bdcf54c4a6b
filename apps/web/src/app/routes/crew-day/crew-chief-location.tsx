import { CrewLocationPage } from '@/features/crews/components/crew-location-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(CrewLocationPage);
