import { z } from 'zod';
import { idListQuerySchema } from '../lists/dates';
import { idParamSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';

/** GET /persons: the tenant's own people (crew, crew chiefs, staff) for pickers and lists. */
export const personListItemSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  functions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  temporary: z.boolean(),
});
export type PersonListItem = z.infer<typeof personListItemSchema>;

export const personListQuerySchema = listQuerySchema.extend({
  /** Part of the name, e-mail or city. */
  q: z.string().trim().max(100).optional(),
  functionIds: idListQuerySchema.optional(),
  regionId: idParamSchema.optional(),
  temporary: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type PersonListQuery = z.infer<typeof personListQuerySchema>;
