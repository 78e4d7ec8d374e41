import { z } from 'zod';

const shortText = z.string().max(200);

export const logEntrySchema = z
  .object({
    level: z.enum(['error', 'warn', 'info']),
    /** A stable code such as LOAD_FOUND_GAMES_ERROR (platform-core §8). */
    code: z
      .string()
      .max(80)
      .regex(/^[A-Z0-9_]+$/),
    message: z.string().max(2_000),
    url: z.string().max(2_000).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type LogEntry = z.infer<typeof logEntrySchema>;

export const performanceEntrySchema = z
  .object({
    page: z.string().max(2_000),
    metrics: z
      .array(z.object({ name: shortText, value: z.number().finite().min(0) }).strict())
      .min(1)
      .max(50),
  })
  .strict();

export const networkPerformanceSchema = z
  .object({
    rtt: z.number().finite().min(0).max(600_000),
    downlink: z.number().finite().min(0).max(100_000),
    effectiveType: z.enum(['slow-2g', '2g', '3g', '4g', '5g', 'unknown']),
  })
  .strict();

export const validationMetricsSchema = z
  .object({
    side: z.enum(['client', 'server']),
    component: shortText,
    errors: z
      .array(z.object({ key: shortText, firstMessage: z.string().max(500) }).strict())
      .min(1)
      .max(100),
  })
  .strict();

export const utmMetricsSchema = z
  .object({
    utmMetrics: z
      .object({
        utm_source: shortText.optional(),
        utm_medium: shortText.optional(),
        utm_campaign: shortText.optional(),
        utm_content: shortText.optional(),
        utm_term: shortText.optional(),
        sub_id: shortText.optional(),
      })
      .strict(),
  })
  .strict();

export const DIAGNOSTIC_KINDS = [
  'log',
  'performance',
  'network_performance',
  'validation_metrics',
  'utm_set',
  'utm_send',
] as const;
export type DiagnosticKind = (typeof DIAGNOSTIC_KINDS)[number];
