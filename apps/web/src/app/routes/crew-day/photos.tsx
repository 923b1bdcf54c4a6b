import { PhotosPage } from '@/features/crews/components/photos-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(PhotosPage);
