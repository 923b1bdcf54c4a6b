import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { contacts } from '../../db/schema';
import type { RequestContext } from '../../lib/request-context';
import { contactByNumber } from '../project-access';
import { invalidField } from '../tenant-references';

type References = Record<string, readonly [string, number | null | undefined]>;

/**
 * A client contact's project may name only contacts of the client's own company, and no person
 * (crew chiefs and project managers are the planner's choice). The answer carries the names of
 * what a project names, so accepting any id would let a client list other companies' contacts
 * and the staff by trying ids. Planners are not limited here.
 */
export const assertClientReferences = async (
  tx: Transaction,
  ctx: RequestContext,
  references: References,
): Promise<void> => {
  if (!ctx.auth.contactNumber) return;
  const caller = await contactByNumber(tx, ctx.tenant.id, ctx.auth.contactNumber);
  for (const [field, [kind, id]] of Object.entries(references)) {
    if (id === null || id === undefined) continue;
    if (kind === 'person') {
      throw invalidField(field, 'The planner chooses the people of a project');
    }
    if (kind === 'contact' && !(await isContactOfCompany(tx, ctx.tenant.id, id, caller))) {
      throw invalidField(field, 'Choose a contact of your own company');
    }
  }
};

const isContactOfCompany = async (
  tx: Transaction,
  tenantId: number,
  contactId: number,
  caller: { companyId: number } | null,
) => {
  if (!caller) return false;
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        eq(contacts.id, contactId),
        eq(contacts.companyId, caller.companyId),
      ),
    );
  return row !== undefined;
};
