import { CrewHubPage } from '@/features/crews/components/crew-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(CrewHubPage);
