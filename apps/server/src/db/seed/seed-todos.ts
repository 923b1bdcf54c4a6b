import { addDays } from '@crewhub/shared';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Transaction } from '../client';
import { activities, projects } from '../schema';

type TodoPlan = {
  caption: string;
  body: string;
  inDays: number;
  priority: number | null;
  category: string;
  forPlanner: boolean;
  done?: boolean;
};

const todoPlans: TodoPlan[] = [
  {
    caption: 'Confirm hotel rooms for the build-up crew',
    body: 'Six rooms, two nights, close to the venue.',
    inDays: 0,
    priority: 1,
    category: 'project',
    forPlanner: true,
  },
  {
    caption: 'Chase missing chargeable hours',
    body: 'Two positions have no chargeable hours yet; the project cannot be released.',
    inDays: -2,
    priority: 1,
    category: 'project',
    forPlanner: true,
  },
  {
    caption: 'Send the crew briefing',
    body: 'Parking, entrance and dress code for the weekend shifts.',
    inDays: 1,
    priority: 2,
    category: 'project',
    forPlanner: true,
  },
  {
    caption: 'Call the client about extra stagehands',
    body: 'They asked for four more on Saturday.',
    inDays: 2,
    priority: 2,
    category: 'client',
    forPlanner: false,
  },
  {
    caption: 'Check first-aid certificates',
    body: 'Certificates of the security crew expire this month.',
    inDays: 4,
    priority: 3,
    category: 'crew',
    forPlanner: true,
  },
  {
    caption: 'Plan the crew evaluation',
    body: 'Collect ratings from the crew chiefs after the festival.',
    inDays: 8,
    priority: null,
    category: 'crew',
    forPlanner: false,
  },
  {
    caption: 'Order radios for the festival',
    body: '30 radios with headsets, delivery on site.',
    inDays: -5,
    priority: 2,
    category: 'project',
    forPlanner: true,
    done: true,
  },
  {
    caption: 'Update the rate card for 2027',
    body: 'New weekend and night supplements.',
    inDays: 14,
    priority: 3,
    category: 'office',
    forPlanner: false,
  },
];

/** Demo to-dos around today for the planners' to-do calendar, some tied to upcoming projects. */
export const seedTodos = async (
  tx: Transaction,
  options: { tenantId: number; today: string; plannerLoginId: number },
) => {
  const upcoming = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, options.tenantId),
        gte(projects.beginDate, options.today),
        isNull(projects.internalKind),
      ),
    )
    .orderBy(asc(projects.beginDate))
    .limit(todoPlans.length);
  await tx.insert(activities).values(
    todoPlans.map((plan, index) => {
      const project = plan.category === 'project' ? upcoming[index % upcoming.length] : undefined;
      return {
        tenantId: options.tenantId,
        type: 'TODO_INT' as const,
        caption: plan.caption,
        body: plan.body,
        category: plan.category,
        dueDate: addDays(options.today, plan.inDays),
        priority: plan.priority,
        subjectType: project ? 'project' : null,
        subjectId: project?.id ?? null,
        recipientLoginId: plan.forPlanner ? options.plannerLoginId : null,
        createdByLoginId: options.plannerLoginId,
        doneAt: plan.done ? new Date(`${addDays(options.today, plan.inDays)}T15:00:00Z`) : null,
      };
    }),
  );
};
