import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(JobDetailPage);
