import { LocationPage } from '@/features/locations/components/location-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(LocationPage);
