import { addDays } from '@crewhub/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { formResults, forms, logins, trainingCourses, trainings } from '../schema';

const courses = [
  {
    name: 'Working at height',
    description: 'Harnesses, ladders and the exclusion zone; read the briefing and sign it.',
    validityMonths: 24,
    form: 'Working at height briefing',
  },
  {
    name: 'First aid',
    description: 'A day course with a certified trainer: CPR, wounds, burns and the AED.',
    validityMonths: 12,
    form: null,
  },
  {
    name: 'Forklift licence',
    description: 'Theory and a practical exam on the counterbalance forklift.',
    validityMonths: 60,
    form: null,
  },
  {
    name: 'Fire safety',
    description: 'Evacuation, extinguishers and what to do backstage when the alarm goes.',
    validityMonths: 12,
    form: null,
  },
] as const;

type CourseName = (typeof courses)[number]['name'];

/** Per demo login: due (days from today) or completed (days ago) per course. */
const plan: Record<string, [CourseName, { dueInDays?: number; completedDaysAgo?: number }][]> = {
  crew: [
    ['Working at height', { dueInDays: 14 }],
    ['First aid', { completedDaysAgo: 340 }],
    ['Forklift licence', { completedDaysAgo: 700 }],
    ['Fire safety', { dueInDays: -10 }],
  ],
  chief: [
    ['First aid', { completedDaysAgo: 400 }],
    ['Fire safety', { completedDaysAgo: 30 }],
  ],
};

/**
 * Trainings: four courses, crew@ with one to do (its form already handed out), one overdue,
 * one expiring and one valid for years; chief@ with an expired first aid.
 */
export const seedTrainings = async (
  tx: Transaction,
  options: { tenantId: number; today: string; emailDomain: string },
) => {
  const { tenantId, today } = options;
  const formRows = await tx
    .select({ id: forms.id, name: forms.name })
    .from(forms)
    .where(eq(forms.tenantId, tenantId));
  const courseRows = await tx
    .insert(trainingCourses)
    .values(
      courses.map(({ form, ...course }) => ({
        ...course,
        tenantId,
        formId: formRows.find((row) => row.name === form)?.id ?? null,
      })),
    )
    .returning({
      id: trainingCourses.id,
      name: trainingCourses.name,
      formId: trainingCourses.formId,
    });
  const people = await tx
    .select({ email: logins.email, personId: logins.personId })
    .from(logins)
    .where(
      inArray(
        logins.email,
        Object.keys(plan).map((local) => `${local}@${options.emailDomain}`),
      ),
    );
  for (const [local, entries] of Object.entries(plan)) {
    const personId = people.find(
      (row) => row.email === `${local}@${options.emailDomain}`,
    )?.personId;
    if (!personId) continue;
    for (const [name, { dueInDays, completedDaysAgo }] of entries) {
      const course = courseRows.find((row) => row.name === name)!;
      // The form seeded for the person already is the one this training hands out.
      const [result] =
        course.formId === null
          ? []
          : await tx
              .select({ id: formResults.id })
              .from(formResults)
              .where(
                and(eq(formResults.personId, personId), eq(formResults.formId, course.formId)),
              );
      await tx.insert(trainings).values({
        tenantId,
        personId,
        courseId: course.id,
        dueDate: dueInDays === undefined ? null : addDays(today, dueInDays),
        completedOn: completedDaysAgo === undefined ? null : addDays(today, -completedDaysAgo),
        formResultId: result?.id ?? null,
      });
    }
  }
};
