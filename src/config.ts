import { z } from 'zod';
import { DEFAULT_MAX_BATCH } from './commands/batch.js';
import { LOG_LEVELS } from './log.js';

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Server configuration from the environment; every value has a default that suits a laptop. */
export const ConfigSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  APP_DATABASE_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  WORKFORCE_DATA_DIR: z.string().default('.data'),
  WORKFORCE_ORGANIZATION: z.string().default('default'),
  WORKFORCE_POOL_SIZE: int(20),
  WORKFORCE_ORG_CONCURRENCY: int(3),
  /**
   * Group commit (src/commands/group-commit.ts): concurrent single commands of one kind
   * (createAssignment, claimAssignment, endAttempt, appendEvent, createEntity) share one
   * transaction and one commit; `off` sends each alone.
   */
  WORKFORCE_GROUP_COMMIT: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  /** Groups in flight at once (across organizations); commands arriving meanwhile wait and go together. */
  WORKFORCE_GROUP_COMMIT_CONCURRENCY: int(2),
  WORKFORCE_GROUP_COMMIT_MAX_ITEMS: int(100),
  WORKFORCE_LIVE_POOL_SIZE: z.coerce.number().int().min(2).default(4),
  WORKFORCE_LIVE_CATCHUP_READS: int(2),
  WORKFORCE_LIVE_QUEUE: z.coerce.number().int().min(10).default(2_000),
  WORKFORCE_LIVE_KEEPALIVE_MS: int(12_000),
  WORKFORCE_DEFAULT_CLAIM_SECONDS: int(300),
  WORKFORCE_MAX_CLAIM_SECONDS: int(86_400),
  WORKFORCE_MAX_PAGE_SIZE: int(100),
  /** The most bytes one Event.payload, and one response's payloads, may come to (docs/evidence.md). */
  WORKFORCE_MAX_PAYLOAD_READ_BYTES: int(16 * 2 ** 20),
  WORKFORCE_MAX_RESPONSE_PAYLOAD_BYTES: int(64 * 2 ** 20),
  WORKFORCE_MAX_BATCH: int(DEFAULT_MAX_BATCH),
  WORKFORCE_MAX_BODY_BYTES: int(2 * 1024 * 1024),
  WORKFORCE_MAX_DEPTH: int(10),
  /** Per operation, before it runs (src/cost/plan.ts): the most nodes it can return, the most points it may cost (0: off). */
  WORKFORCE_MAX_NODES: z.coerce.number().int().min(0).default(10_000),
  WORKFORCE_MAX_COST: z.coerce.number().int().min(0).default(1_000),
  /** Points per minute per token and per organization, in this process (0: off). */
  WORKFORCE_RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().min(0).default(300_000),
  WORKFORCE_RATE_LIMIT_ORGANIZATION_PER_MINUTE: z.coerce.number().int().min(0).default(600_000),
  WORKFORCE_MAX_ALIASES: int(30),
  WORKFORCE_STATEMENT_TIMEOUT_MS: int(15_000),
  WORKFORCE_TOKEN_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  WORKFORCE_LOCK_TIMEOUT_MS: int(5_000),
  WORKFORCE_CONNECT_TIMEOUT_MS: int(5_000),
  /** How long a stopping server lets requests in flight finish (SIGTERM, SIGINT). */
  WORKFORCE_SHUTDOWN_GRACE_MS: int(10_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Prometheus metrics at /metrics (src/metrics.ts): on unless `false`. */
  WORKFORCE_METRICS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** When set, /metrics requires it as a bearer token. */
  WORKFORCE_METRICS_TOKEN: z.string().min(16).optional(),
  /** Tracing is on only when set: OpenTelemetry spans go there over OTLP/HTTP (src/tracing.ts). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().default('workforce-ledger'),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' habits.
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
