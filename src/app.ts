import type pg from 'pg';
import { createApiToken, createOrganization } from './commands/index.js';
import type { Config } from './config.js';
import { databaseUrl, withAdminClient } from './db/admin.js';
import { createDb, type Db } from './db/kysely.js';
import { localDatabase } from './db/local.js';
import { migrate } from './db/migrator.js';
import { organizationGate } from './db/organization-gate.js';
import { APP_ROLE, createPool, OWNER_ROLE } from './db/pool.js';
import { LedgerFeed } from './events/live.js';
import { createLogger, type Logger } from './log.js';
import { Metrics } from './metrics.js';
import type { Tracing, TracingOptions } from './tracing.js';
import { createWorkforceYoga } from './yoga.js';

export interface Database {
  /** The owner's connection string: migrations and bootstrap. */
  ownerUrl: string;
  /** As the application role: what the server runs as (its commands). */
  db: Db;
  /**
   * As the application role too, a pool of its own for read sessions: a request holds one read
   * connection while it resolves, and must never wait for it behind the commands (or vice versa).
   */
  readDb: Db;
  /** As the owner role: organization bootstrap only. */
  ownerDb: Db;
  /** Live subscriptions: the one LISTEN connection of this process, and the reads of its own pool. */
  feed: LedgerFeed;
  /** The pools above, by name, for the metrics of their connections. */
  pools: Record<'commands' | 'reads' | 'live' | 'owner', pg.Pool>;
  /**
   * Closes the feed and the pools, then stops the embedded PostgreSQL if this process started it.
   * `cutOff`: requests may still hold connections (a shutdown whose grace ran out), so the embedded
   * PostgreSQL is stopped first, which ends their statements and lets the pools close.
   */
  close: (options?: { cutOff?: boolean }) => Promise<void>;
}

/**
 * Opens DATABASE_URL, or the embedded PostgreSQL under WORKFORCE_DATA_DIR when none is given, and
 * migrates it. The server's own pool runs as the application role: APP_DATABASE_URL's login when
 * given, else the owner's login switched to `workforce_app` on every connection.
 */
export async function openDatabase(config: Config, log: (message: string) => void = () => {}): Promise<Database> {
  let stopLocal = async () => {};
  let ownerUrl = config.DATABASE_URL;
  if (!ownerUrl) {
    const local = await localDatabase(config.WORKFORCE_DATA_DIR);
    stopLocal = local.stop;
    ownerUrl = databaseUrl(local.url, 'workforce');
    await withAdminClient(local.url, async (client) => {
      const { rowCount } = await client.query(`select 1 from pg_database where datname = 'workforce'`);
      if (!rowCount) await client.query('create database workforce');
    });
    log(`embedded PostgreSQL with its data in ${config.WORKFORCE_DATA_DIR}/postgres`);
  }
  const { applied, placed } = await migrate(ownerUrl);
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  if (placed.length) log(`placed on the Citus cluster: ${placed.join('; ')}`);
  const timeouts = {
    statementTimeoutMs: config.WORKFORCE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.WORKFORCE_LOCK_TIMEOUT_MS,
    connectTimeoutMs: config.WORKFORCE_CONNECT_TIMEOUT_MS,
  };
  const appPool = (max = config.WORKFORCE_POOL_SIZE) =>
    config.APP_DATABASE_URL
      ? createPool({ connectionString: config.APP_DATABASE_URL, max, ...timeouts })
      : createPool({ connectionString: ownerUrl, role: APP_ROLE, max, ...timeouts });
  organizationGate.configure({ concurrency: config.WORKFORCE_ORG_CONCURRENCY, maxWaitMs: config.WORKFORCE_LOCK_TIMEOUT_MS });
  const pools = {
    commands: appPool(),
    reads: appPool(),
    // A pool of its own, so that however many subscribers catch up, the commands' connections stay free.
    live: appPool(config.WORKFORCE_LIVE_POOL_SIZE),
    owner: createPool({ connectionString: ownerUrl, role: OWNER_ROLE, max: 2 }),
  };
  const db = createDb(pools.commands);
  const readDb = createDb(pools.reads);
  const ownerDb = createDb(pools.owner);
  const liveDb = createDb(pools.live);
  const feed = new LedgerFeed({
    connectionString: config.APP_DATABASE_URL ?? ownerUrl,
    db: liveDb,
    log,
    catchUpReads: Math.min(config.WORKFORCE_LIVE_CATCHUP_READS, config.WORKFORCE_LIVE_POOL_SIZE - 1),
    settings: { queueLimit: config.WORKFORCE_LIVE_QUEUE },
  });
  return {
    ownerUrl,
    db,
    readDb,
    ownerDb,
    feed,
    pools,
    close: async ({ cutOff = false } = {}) => {
      if (cutOff) await stopLocal();
      await feed.close();
      await liveDb.destroy();
      await db.destroy();
      await readDb.destroy();
      await ownerDb.destroy();
      await stopLocal();
    },
  };
}

export interface BootstrapResult {
  organizationId: string;
  systemActorId: string;
  /** A SYSTEM token, present only when the organization was created now. */
  token: string | null;
}

/** Creates an organization with its System Actor and a SYSTEM token; an existing one is left as it is. */
export async function bootstrapOrganization(database: Database, slug: string): Promise<BootstrapResult> {
  let org: Awaited<ReturnType<typeof createOrganization>>;
  try {
    org = await createOrganization(database.ownerDb, { slug });
  } catch {
    // Servers started together on a new database race to create it; the loser finds it made.
    org = await createOrganization(database.ownerDb, { slug });
  }
  if (org.replayed) return { organizationId: org.organizationId, systemActorId: org.systemActorId, token: null };
  const system = { organizationId: org.organizationId, actorId: org.systemActorId };
  const { secret } = await createApiToken(database.ownerDb, system, {
    actorId: org.systemActorId,
    role: 'SYSTEM',
    label: 'bootstrap',
  });
  return { organizationId: org.organizationId, systemActorId: org.systemActorId, token: secret };
}

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (src/tracing.ts), else does nothing: the
 * module and every OpenTelemetry package are imported only then, so a server without tracing
 * loads none of them and its requests pay nothing. `exporter`: tests give an in-memory one.
 */
export async function tracingFor(config: Config, exporter?: TracingOptions['exporter']): Promise<Tracing | undefined> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { startTracing } = await import('./tracing.js');
  return startTracing({ serviceName: config.OTEL_SERVICE_NAME, ...(exporter ? { exporter } : {}) });
}

export function yogaFor(
  database: Database,
  config: Config,
  logger: Logger = createLogger({ level: config.LOG_LEVEL }),
  tracing?: Tracing,
) {
  const metrics = config.WORKFORCE_METRICS
    ? new Metrics({
        token: config.WORKFORCE_METRICS_TOKEN,
        db: database.readDb,
        feed: database.feed,
        pools: database.pools,
        logger,
      })
    : undefined;
  return createWorkforceYoga({
    logger,
    ...(metrics ? { metrics } : {}),
    ...(tracing ? { tracing } : {}),
    db: database.db,
    readDb: database.readDb,
    feed: database.feed,
    limits: {
      defaultClaimSeconds: config.WORKFORCE_DEFAULT_CLAIM_SECONDS,
      maxClaimSeconds: config.WORKFORCE_MAX_CLAIM_SECONDS,
      maxPageSize: config.WORKFORCE_MAX_PAGE_SIZE,
      maxBatch: config.WORKFORCE_MAX_BATCH,
    },
    tokenCacheMs: config.WORKFORCE_TOKEN_CACHE_MS,
    keepAliveMs: config.WORKFORCE_LIVE_KEEPALIVE_MS,
    protection: {
      maxBodyBytes: config.WORKFORCE_MAX_BODY_BYTES,
      maxDepth: config.WORKFORCE_MAX_DEPTH,
      maxCost: config.WORKFORCE_MAX_COST,
      maxAliases: config.WORKFORCE_MAX_ALIASES,
    },
  });
}
