import type { RequestContext } from '../../lib/request-context';
import { pageOf, type ListQuery, type Page, type ValueStaffItem } from '@crewhub/shared';
import { contactInScope } from './contacts.service';
import { valueStaffRepository } from './value-staff.repository';

/**
 * GET /contacts/{id}/valueStaff: the crew a client contact values, from their own ratings, so
 * they can ask for them again. Planners read any contact's, clients their colleagues'.
 */
export const valueStaffOfContact = async (
  ctx: RequestContext,
  id: number,
  query: ListQuery,
): Promise<Page<ValueStaffItem>> => {
  const { tx } = ctx;
  const { contact } = await contactInScope(tx, ctx, id, [['crewProfile', 'READ']]);
  const { rows, total } = await valueStaffRepository.ofContact(
    tx,
    ctx.tenant.id,
    contact.id,
    query,
  );
  const items = rows.map((row) => ({
    personId: row.personId,
    name: `${row.firstName} ${row.lastName}`,
    averageRatingHundredths: row.averageRatingHundredths,
    ratingCount: row.ratingCount,
    lastRatedAt: row.lastRatedAt.toISOString(),
  }));
  return pageOf({ items, total }, query);
};
