import type { Database } from '../db/client';
import { formQuestions, formResults, forms } from '../db/schema';
import { withTenant } from '../db/tenant-scope';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
export type FormQuestionValues = Omit<Insert<typeof formQuestions>, 'formId' | 'position'> &
  Pick<typeof formQuestions.$inferInsert, 'type' | 'label'>;

let sequence = 0;

/** Forms with their questions (asked in the order given) and people's results to fill. */
export const createFormFactories = (db: Database, tenantId = 1) => {
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);
  return {
    /** A general form with one required text question unless told otherwise. */
    form: (values: Insert<typeof forms> & { questions?: FormQuestionValues[] } = {}) =>
      inTenant(async (tx) => {
        sequence += 1;
        const { questions = [{ type: 'text', label: 'Your answer', required: true }], ...rest } =
          values;
        const [form] = await tx
          .insert(forms)
          .values({ name: `Test form ${sequence}`, ...rest, tenantId })
          .returning();
        const rows = await tx
          .insert(formQuestions)
          .values(
            questions.map((question, index) => ({
              ...question,
              tenantId,
              formId: form!.id,
              position: index + 1,
            })),
          )
          .returning();
        return { form: form!, questions: rows };
      }),

    /** An open form for a person to fill. */
    result: (values: Insert<typeof formResults> & { formId: number; personId: number }) =>
      inTenant(
        async (tx) =>
          (
            await tx
              .insert(formResults)
              .values({ ...values, tenantId })
              .returning()
          )[0]!,
      ),
  };
};
