import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A PostgreSQL server; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Redis for realtime fan-out across server processes; in-process fan-out when absent. */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Signs realtime connection tokens. Every process of one site must share it; generated and stored if absent. */
  REALTIME_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** Bearer token for the operator API (/api/admin/...). The operator API is disabled when absent. */
  ADMIN_TOKEN: optionalString.pipe(z.string().min(24).optional()),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Public base URL (https://casino.example) used to build absolute links such as the realtime URL. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** WebSocket URL handed to clients when realtime runs elsewhere (e.g. a Centrifugo cluster). */
  REALTIME_URL: optionalString.pipe(z.url({ protocol: /^wss?$/ }).optional()),
  /** Number of reverse-proxy hops to trust for the client address (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Header a trusted proxy sets with the visitor's ISO country (e.g. cf-ipcountry). */
  COUNTRY_HEADER: optionalString,
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('MT'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type AppConfig = z.infer<typeof envSchema>;

/** Parses the environment once at start-up; a bad variable stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid configuration:\n${problems}`);
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
