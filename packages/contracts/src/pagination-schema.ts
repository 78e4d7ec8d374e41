import * as z from 'zod/mini';

/** A list page's position, as every paged answer carries it (`paginate` in pagination.ts builds one). */
export const paginationSchema = z.object({
  current_page: z.int(),
  next_page: z.nullable(z.int()),
  prev_page: z.nullable(z.int()),
  total_pages: z.int(),
  total_count: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
