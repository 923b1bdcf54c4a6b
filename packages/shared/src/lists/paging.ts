import { z } from 'zod';

/** Most list calls default to limit 1000, page 1. */
export const maxPageSize = 1000;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(maxPageSize),
  page: z.coerce.number().int().min(1).default(1),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });

export type Page<T> = { items: T[]; page: number; limit: number; total: number };

export const offsetOf = (query: ListQuery): number => (query.page - 1) * query.limit;

/** The answer for one page of rows and the count of all of them. */
export const pageOf = <T>(result: { items: T[]; total: number }, query: ListQuery): Page<T> => ({
  ...result,
  page: query.page,
  limit: query.limit,
});

/** One page of a list the server had to build whole (merged or filtered in code). */
export const pageOfList = <T>(rows: T[], query: ListQuery): Page<T> => {
  const start = offsetOf(query);
  return pageOf({ items: rows.slice(start, start + query.limit), total: rows.length }, query);
};
