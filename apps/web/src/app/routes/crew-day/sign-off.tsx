import { SignOffPage } from '@/features/crews/components/sign-off-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(SignOffPage);
