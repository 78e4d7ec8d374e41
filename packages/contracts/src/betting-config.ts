import * as z from 'zod/mini';
import { DEFAULT_BETTING_CONFIG } from './config-defaults';

/**
 * `betting-config`: whether the sportsbook is offered, and where it lives (an app path or another site). Only an
 * explicit `enabled: true` offers it; a missing or empty address is the default one.
 */
export const bettingConfigSchema = z.catch(
  z.object({
    enabled: z.catch(z.boolean(), DEFAULT_BETTING_CONFIG.enabled),
    url: z.catch(z.string().check(z.minLength(1)), DEFAULT_BETTING_CONFIG.url),
  }),
  DEFAULT_BETTING_CONFIG,
);
export type BettingConfig = z.output<typeof bettingConfigSchema>;
