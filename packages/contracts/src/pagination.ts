import type { Pagination } from './pagination-schema';

// The schema lives apart (pagination-schema.ts): the web's first screen pages its lists with `paginate` and must
// not create zod schemas by importing it.
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
