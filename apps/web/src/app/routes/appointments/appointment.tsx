import { AppointmentPage } from '@/features/appointments/components/appointment-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(AppointmentPage);
