import * as z from 'zod/mini';
import { DEFAULT_PAGE_TOGGLES, PAGE_TOGGLES, type PageToggle } from './config-defaults';

/**
 * `manage-promotion-pages` as the web reads it: a toggle the document leaves out or garbles keeps its default, so
 * one bad entry neither hides a live promotion nor opens one waiting for the operator. Not an object: refused.
 */
export const pageTogglesSchema = z.object(
  Object.fromEntries(
    PAGE_TOGGLES.map((toggle) => [toggle, z.catch(z.boolean(), DEFAULT_PAGE_TOGGLES[toggle])]),
  ) as Record<PageToggle, z.ZodMiniCatch<z.ZodMiniBoolean>>,
);
