import pg from 'pg';
import { createApiToken, createOrganization, type GroupCommit, startGroupCommit } from './commands/index.js';
import type { Config } from './config.js';
import { databaseUrl, withAdminClient } from './db/admin.js';
import { hasCitus } from './db/citus.js';
import { createDb, type Db } from './db/kysely.js';
import { localDatabase } from './db/local.js';
import { ident, MissingPrivilege, migrate, pendingMigrations } from './db/migrator.js';
import { organizationGate } from './db/organization-gate.js';
import { APP_ROLE, createPool, OWNER_ROLE } from './db/pool.js';
import { LedgerFeed } from './events/live.js';
import { createLogger, type Logger } from './log.js';
import { Metrics } from './metrics.js';
import type { Tracing, TracingOptions } from './tracing.js';
import { createWorkforceYoga } from './yoga.js';

export interface Database {
  /** The owner's connection string (DATABASE_URL's login): migrations and bootstrap; absent for `serve --no-migrate` with APP_DATABASE_URL only. */
  ownerUrl: string | undefined;
  /** As the application role: what the server runs as (its commands). */
  db: Db;
  /**
   * As the application role too, a pool of its own for read sessions: a request holds one read
   * connection while it resolves, and must never wait for it behind the commands (or vice versa).
   */
  readDb: Db;
  /** As the owner role: organization bootstrap and the CLI's tokens; absent with APP_DATABASE_URL only ({@link ownerDbOf}). */
  ownerDb: Db | undefined;
  /** Live subscriptions: the one LISTEN connection of this process, and the reads of its own pool. */
  feed: LedgerFeed;
  /** The commands' group commit (WORKFORCE_GROUP_COMMIT), absent when it is off. */
  groups: GroupCommit | undefined;
  /** The pools above, by name, for the metrics of their connections. */
  pools: Record<'commands' | 'reads' | 'live', pg.Pool> & { owner?: pg.Pool };
  /**
   * Closes the feed and the pools, then stops the embedded PostgreSQL if this process started it.
   * `cutOff`: requests may still hold connections (a shutdown whose grace ran out), so the embedded
   * PostgreSQL is stopped first, which ends their statements and lets the pools close.
   */
  close: (options?: { cutOff?: boolean }) => Promise<void>;
}

export interface OpenOptions {
  /** Migrate DATABASE_URL first (default). Without, only check that every migration of this build was applied. */
  migrate?: boolean;
  /** The caller will use the application role's pools (default): check at once that the login may. */
  appRole?: boolean;
}

/**
 * Opens DATABASE_URL, or the embedded PostgreSQL under WORKFORCE_DATA_DIR when none is given, and
 * migrates it. The server's own pool runs as the application role: APP_DATABASE_URL's login when
 * given, else the owner's login switched to `workforce_app` on every connection. With `migrate:
 * false` and APP_DATABASE_URL only (`serve --no-migrate`), nothing runs as the owner and no
 * embedded PostgreSQL starts.
 */
export async function openDatabase(
  config: Config,
  log: (message: string) => void = () => {},
  options: OpenOptions = {},
): Promise<Database> {
  const migrateFirst = options.migrate ?? true;
  let stopLocal = async () => {};
  let ownerUrl = config.DATABASE_URL;
  let citus = false;
  if (!ownerUrl && config.APP_DATABASE_URL) {
    if (migrateFirst) {
      throw new Error(
        'APP_DATABASE_URL is set without DATABASE_URL: give DATABASE_URL (the migration login) too ' +
          '(a server may instead start with `serve --no-migrate`)',
      );
    }
  } else if (!ownerUrl) {
    const local = await localDatabase(config.WORKFORCE_DATA_DIR);
    stopLocal = local.stop;
    ownerUrl = databaseUrl(local.url, 'workforce');
    await withAdminClient(local.url, async (client) => {
      const { rowCount } = await client.query(`select 1 from pg_database where datname = 'workforce'`);
      if (!rowCount) await client.query('create database workforce');
    });
    log(`embedded PostgreSQL with its data in ${config.WORKFORCE_DATA_DIR}/postgres`);
  }
  try {
    if (ownerUrl && migrateFirst) {
      const { applied, placed } = await migrate(ownerUrl);
      if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
      if (placed.length) log(`placed on the Citus cluster: ${placed.join('; ')}`);
    }
    const serverUrl = config.APP_DATABASE_URL ?? ownerUrl!;
    if (options.appRole ?? true) citus = await checkServerLogin(serverUrl, !config.APP_DATABASE_URL, !migrateFirst);
  } catch (error) {
    await stopLocal();
    throw error;
  }
  const timeouts = {
    statementTimeoutMs: config.WORKFORCE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.WORKFORCE_LOCK_TIMEOUT_MS,
    connectTimeoutMs: config.WORKFORCE_CONNECT_TIMEOUT_MS,
  };
  const appPool = (max = config.WORKFORCE_POOL_SIZE) =>
    config.APP_DATABASE_URL
      ? createPool({ connectionString: config.APP_DATABASE_URL, max, ...timeouts })
      : createPool({ connectionString: ownerUrl!, role: APP_ROLE, max, ...timeouts });
  organizationGate.configure({ concurrency: config.WORKFORCE_ORG_CONCURRENCY, maxWaitMs: config.WORKFORCE_LOCK_TIMEOUT_MS });
  const pools = {
    commands: appPool(),
    reads: appPool(),
    // A pool of its own, so that however many subscribers catch up, the commands' connections stay free.
    live: appPool(config.WORKFORCE_LIVE_POOL_SIZE),
    ...(ownerUrl ? { owner: createPool({ connectionString: ownerUrl, role: OWNER_ROLE, max: 2 }) } : {}),
  };
  const db = createDb(pools.commands);
  // On Citus a transaction never spans organizations: group each one's commands on its own.
  const groups = config.WORKFORCE_GROUP_COMMIT
    ? startGroupCommit(db, {
        acrossOrganizations: !citus,
        concurrency: config.WORKFORCE_GROUP_COMMIT_CONCURRENCY,
        maxItems: config.WORKFORCE_GROUP_COMMIT_MAX_ITEMS,
      })
    : undefined;
  const readDb = createDb(pools.reads);
  const ownerDb = pools.owner ? createDb(pools.owner) : undefined;
  const liveDb = createDb(pools.live);
  const feed = new LedgerFeed({
    connectionString: config.APP_DATABASE_URL ?? ownerUrl!,
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
    groups,
    pools,
    close: async ({ cutOff = false } = {}) => {
      if (cutOff) await stopLocal();
      await feed.close();
      await liveDb.destroy();
      await db.destroy();
      await readDb.destroy();
      await ownerDb?.destroy();
      await stopLocal();
    },
  };
}

/**
 * Checks at start, on one connection of the server's login, that it may act as workforce_app (and,
 * when it did not migrate, that the database has every migration of this build): otherwise one
 * line saying what to grant or run. Returns whether the database is a Citus cluster.
 */
async function checkServerLogin(url: string, switchesRole: boolean, checkMigrations: boolean): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Switching needs `set role` (SET from PostgreSQL 16 on); a login of its own must inherit the privileges.
    const { rows } = await client.query<{ login: string; exists: boolean; member: boolean }>(
      `select current_user as login, to_regrole($1) is not null as exists,
              to_regrole($1) is not null and pg_has_role(current_user, to_regrole($1),
                case when not $2 then 'USAGE' when current_setting('server_version_num')::int >= 160000 then 'SET' else 'MEMBER' end) as member`,
      [APP_ROLE, switchesRole],
    );
    const { login, exists, member } = rows[0]!;
    if (!exists) throw new MissingPrivilege(`the role ${APP_ROLE} does not exist: run \`workforce migrate\` first`);
    if (!member) {
      const name = ident(login);
      throw new MissingPrivilege(
        `${name} is not a member of ${APP_ROLE}, which the server runs as: grant ${APP_ROLE} to ${name};` +
          (switchesRole ? ' (or give the server a login of its own in APP_DATABASE_URL)' : ''),
      );
    }
    const pending = checkMigrations ? await pendingMigrations(client) : [];
    if (pending.length > 0) {
      throw new MissingPrivilege(
        `the database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} of this build (${pending[0]}${pending.length > 1 ? ', …' : ''}): run \`workforce migrate\` first`,
      );
    }
    return await hasCitus(client);
  } finally {
    await client.end();
  }
}

/** The owner's pool, which needs DATABASE_URL's login (a member of workforce_owner). */
export function ownerDbOf(database: Database): Db {
  if (!database.ownerDb) throw new Error('this needs DATABASE_URL, a login that is a member of workforce_owner');
  return database.ownerDb;
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
    org = await createOrganization(ownerDbOf(database), { slug });
  } catch {
    // Servers started together on a new database race to create it; the loser finds it made.
    org = await createOrganization(ownerDbOf(database), { slug });
  }
  if (org.replayed) return { organizationId: org.organizationId, systemActorId: org.systemActorId, token: null };
  const system = { organizationId: org.organizationId, actorId: org.systemActorId };
  const { secret } = await createApiToken(ownerDbOf(database), system, {
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
        groups: database.groups,
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
      maxPayloadReadBytes: config.WORKFORCE_MAX_PAYLOAD_READ_BYTES,
      maxResponsePayloadBytes: config.WORKFORCE_MAX_RESPONSE_PAYLOAD_BYTES,
      maxBatch: config.WORKFORCE_MAX_BATCH,
    },
    tokenCacheMs: config.WORKFORCE_TOKEN_CACHE_MS,
    keepAliveMs: config.WORKFORCE_LIVE_KEEPALIVE_MS,
    protection: {
      maxBodyBytes: config.WORKFORCE_MAX_BODY_BYTES,
      maxDepth: config.WORKFORCE_MAX_DEPTH,
      maxAliases: config.WORKFORCE_MAX_ALIASES,
      maxNodes: config.WORKFORCE_MAX_NODES,
      maxCost: config.WORKFORCE_MAX_COST,
      rateLimitTokenPerMinute: config.WORKFORCE_RATE_LIMIT_TOKEN_PER_MINUTE,
      rateLimitOrganizationPerMinute: config.WORKFORCE_RATE_LIMIT_ORGANIZATION_PER_MINUTE,
    },
  });
}
