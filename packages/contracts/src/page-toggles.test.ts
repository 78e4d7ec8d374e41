import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { DEFAULT_PAGE_TOGGLES, type PageToggles } from './config-defaults';
import { pageTogglesSchema } from './page-toggles';

describe('manage-promotion-pages', () => {
  it('is read as every toggle, each a flag', () => {
    expectTypeOf<z.output<typeof pageTogglesSchema>>().toEqualTypeOf<{ -readonly [T in keyof PageToggles]: boolean }>();
  });

  it('keeps the default of a toggle the document leaves out or garbles', () => {
    expect(pageTogglesSchema.parse({ wheel: false, 'rocket-chance': 'yes', unknown: true })).toEqual({
      ...DEFAULT_PAGE_TOGGLES,
      wheel: false,
    });
  });

  it('refuses a document that is not an object', () => {
    for (const input of [null, 'x', [true]]) expect(pageTogglesSchema.safeParse(input).success).toBe(false);
  });
});
