import { AttendancePage } from '@/features/crews/components/attendance-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(({ id }) => <AttendancePage id={id} kind="check_out" />);
