import { z } from 'zod';
import { listQuerySchema } from '../lists/paging';

/** A client company (GET /companies, /companies/{id}). */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientMark: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /companies: by name, optionally narrowed by a search on name or client mark. */
export const companyListQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;
