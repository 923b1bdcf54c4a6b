import { PlusCrewsPage } from '@/features/plus-crews/components/plus-crews-page';

export const Component = PlusCrewsPage;
