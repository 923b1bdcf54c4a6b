import { PlannerCrewPage } from '@/features/planner-crew/components/planner-crew-page';

export const Component = PlannerCrewPage;
