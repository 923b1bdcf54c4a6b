import { z } from 'zod';
import { loginTypeSchema } from '../auth/login-types.schema';
import { listQuerySchema } from '../lists/paging';

/** GET /users: the tenant's accounts, for planners and office staff. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  language: z.string(),
  active: z.boolean(),
  loginTypes: z.array(loginTypeSchema),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
