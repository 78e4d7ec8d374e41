import * as z from 'zod/mini';

export const paginationSchema = z.object({
  current_page: z.int(),
  next_page: z.nullable(z.int()),
  prev_page: z.nullable(z.int()),
  total_pages: z.int(),
  total_count: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginate(page: number, pageSize: number, totalCount: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? Math.min(page - 1, totalPages) : null,
    total_pages: totalPages,
    total_count: totalCount,
  };
}
