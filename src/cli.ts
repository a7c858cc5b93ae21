import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Command, InvalidArgumentError, Option } from 'commander';
import { bootstrapOrganization, type Database, type OpenOptions, openDatabase, ownerDbOf, tracingFor, yogaFor } from './app.js';
import {
  createApiToken,
  expireEvidence,
  importAssignments,
  rebuildProjection,
  recoverExpiredClaims,
  revokeApiToken,
  type SweepOutcome,
  setEvidenceRetention,
  TOKEN_ROLES,
  type TokenRole,
  verifyLedger,
} from './commands/index.js';
import { loadConfig } from './config.js';
import { withAdminClient } from './db/admin.js';
import { placementProblems } from './db/citus.js';
import { listen } from './server.js';
import { drain, onStopSignal, RequestTracker } from './shutdown.js';

const say = (message: string) => console.error(`workforce: ${message}`);
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // An invalid variable is the user's to fix: its message, not a stack trace.
    say((error as Error).message);
    return process.exit(1);
  }
})();

/** `appRole: false` for the commands that act only as the owner (a migration login need not be a member of workforce_app). */
async function withDatabase<T>(work: (database: Database) => Promise<T>, options: OpenOptions = {}): Promise<T> {
  const database = await openDatabase(config, say, options);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Organizations with their System Actor, the actor maintenance acts as. */
const withSystemActor = (database: Database) =>
  ownerDbOf(database)
    .selectFrom('organizations as o')
    .innerJoin('organization_heads as h', 'h.organization_id', 'o.organization_id')
    .select(['o.slug', 'o.organization_id', 'h.system_actor_id']);
const callerOf = (row: { organization_id: string; system_actor_id: string }) => ({
  organizationId: row.organization_id,
  actorId: row.system_actor_id,
});

/** The organization, looked up by slug, with its System Actor. */
async function organizationBySlug(database: Database, slug: string) {
  const row = await withSystemActor(database).where('o.slug', '=', slug).executeTakeFirst();
  if (!row) throw new Error(`no organization with slug ${slug}`);
  return row;
}

/** The organization's id and System Actor, looked up by slug: maintenance acts as that actor. */
const systemCaller = async (database: Database, slug: string) => callerOf(await organizationBySlug(database, slug));

/** The spans still batched go out before the process ends; at most 2 s, so an unreachable collector cannot hold it up. */
async function flushSpans(tracing: { shutdown: () => Promise<void> }): Promise<void> {
  await Promise.race([tracing.shutdown().catch(() => {}), sleep(2_000)]);
}

/**
 * Names the command it does not know, then lists the ones it does. Without a default command
 * commander emits 'command:*' for an unknown one (serve is the default only when no command is
 * given at all, see the end of this file: as commander's default command it would take any unknown
 * word as its own excess argument).
 */
function listCommandsWhenUnknown(command: Command): Command {
  return command.on('command:*', ([name]: string[]) => {
    command.error(`error: unknown command '${name}'\n\n${command.helpInformation({ error: true }).trimEnd()}`, {
      code: 'commander.unknownCommand',
    });
  });
}

const program = listCommandsWhenUnknown(
  new Command('workforce')
    .description('Workforce Ledger: a GraphQL work ledger for AI agents on PostgreSQL. Without a command: serve.')
    // Inherited by every command defined below. Stdout carries only a command's result (JSON with
    // --json), so that it pipes; every message, commander's included, goes to stderr. A usage error
    // (an unknown command or option, a missing argument) exits 2, as shells expect; help exits 0.
    .configureOutput({ outputError: (text, write) => write(`workforce: ${text.replace(/^error: /, '')}`) })
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2)),
);

program
  .command('serve')
  .description('migrate, create the default organization on first start, and serve GraphQL (the default command)')
  .option(
    '--no-migrate',
    'do not migrate: check that the database has every migration of this build, and exit 1 if not; ' +
      'with APP_DATABASE_URL only, nothing runs as the owner (no default organization, no embedded PostgreSQL)',
  )
  .action(async (options: { migrate: boolean }) => {
    // First, so that the SQL of startup is patched before any request: a no-op unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
    const tracing = await tracingFor(config);
    if (tracing) say(`tracing to ${config.OTEL_EXPORTER_OTLP_ENDPOINT} as service ${config.OTEL_SERVICE_NAME}`);
    const database = await openDatabase(config, say, { migrate: options.migrate });
    // Organizations are made by the owner: a server with APP_DATABASE_URL only leaves it to `workforce org create`.
    const org = database.ownerDb ? await bootstrapOrganization(database, config.WORKFORCE_ORGANIZATION) : { token: null };
    if (org.token) {
      say(
        `created organization "${config.WORKFORCE_ORGANIZATION}" (${org.organizationId}) with its System Actor ${org.systemActorId}`,
      );
      say(`its SYSTEM token, shown this once:\n\n  ${org.token}\n`);
    }
    const server = await listen(yogaFor(database, config, undefined, tracing), config.PORT, config.HOST);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const metrics = config.WORKFORCE_METRICS ? '   metrics: /metrics' : '';
    say(`GraphiQL at http://${config.HOST}:${port}/graphql   console: /console   health: /health   readiness: /ready${metrics}`);
    const tracker = new RequestTracker(server);
    onStopSignal((signal) => {
      say(`${signal}: shutting down (grace ${config.WORKFORCE_SHUTDOWN_GRACE_MS} ms)`);
      void (async () => {
        const drained = await drain({
          server,
          tracker,
          endSubscriptions: (timeLeftMs) => database.feed.closeAfterCatchingUp(timeLeftMs),
          graceMs: config.WORKFORCE_SHUTDOWN_GRACE_MS,
          log: say,
        });
        const closing = database.close({ cutOff: !drained });
        if (drained) {
          await closing;
          if (tracing) await flushSpans(tracing);
          say('stopped');
          process.exit(0);
        }
        // A request cut off may hold a connection until its statement ends: closing gets a second more.
        await Promise.race([closing, sleep(1_000)]);
        if (tracing) await flushSpans(tracing);
        say('stopped after cutting off requests');
        process.exit(1);
      })().catch((error: unknown) => {
        say(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      });
    });
  });

program
  .command('migrate')
  .description('apply pending migrations, then reference data and grants')
  .action(() => withDatabase(async () => say('the database is up to date'), { appRole: false }));

program
  .command('doctor')
  .description('check that every table and function is placed as it must be (on Citus: distributed, delegated); exit 1 if not')
  .action(() =>
    withDatabase(
      async (database) => {
        const problems = await withAdminClient(database.ownerUrl!, placementProblems);
        for (const problem of problems) console.log(problem);
        if (problems.length > 0) {
          say(`${problems.length} problem${problems.length === 1 ? '' : 's'}`);
          process.exitCode = 1;
        } else {
          say('every table and function is placed as it must be');
        }
      },
      { appRole: false },
    ),
  );

const org = listCommandsWhenUnknown(program.command('org').description('organizations'));
org
  .command('create <slug>')
  .description('create an organization with its System Actor and a SYSTEM token')
  .option('--json', 'print {"organizationId","systemActorId","token"} on stdout')
  .action((slug: string, options: { json?: boolean }) =>
    withDatabase(
      async (database) => {
        const result = await bootstrapOrganization(database, slug);
        if (!result.token) throw new Error(`organization ${slug} already exists; its tokens were shown when it was created`);
        if (options.json) console.log(JSON.stringify(result));
        else say(`created ${slug} (${result.organizationId}); SYSTEM token: ${result.token}`);
      },
      { appRole: false },
    ),
  );

program
  .command('token')
  .description("issue a token for an organization's Actor (default: its System Actor, role SYSTEM)")
  .option('--org <slug>', 'organization', config.WORKFORCE_ORGANIZATION)
  .option('--actor <id>', 'the Actor the token acts as')
  .addOption(new Option('--role <role>', 'token role').choices([...TOKEN_ROLES]).default('SYSTEM'))
  .option('--label <text>', 'a note on what the token is for')
  .option('--ttl <seconds>', 'expire after this many seconds (60 to 31622400); default: until revoked', (v) => Number(v))
  .option('--json', 'print {"token","tokenId","actorId","role","expiresAt"} instead of the token alone')
  .action((options: { org: string; actor?: string; role: TokenRole; label?: string; ttl?: number; json?: boolean }) =>
    withDatabase(
      async (database) => {
        const caller = await systemCaller(database, options.org);
        const { secret, token } = await createApiToken(ownerDbOf(database), caller, {
          actorId: options.actor ?? caller.actorId,
          role: options.role,
          ...(options.label ? { label: options.label } : {}),
          ...(options.ttl !== undefined ? { ttlSeconds: options.ttl } : {}),
        });
        if (options.json) {
          const { id: tokenId, actorId, role, expiresAt } = token;
          console.log(JSON.stringify({ token: secret, tokenId, actorId, role, expiresAt: expiresAt?.toISOString() ?? null }));
        } else {
          console.log(secret);
        }
      },
      { appRole: false },
    ),
  );

program
  .command('revoke-token <tokenId>')
  .description(
    'revoke a token (its id is the third part of wfl_<org>_<id>_<secret>, or ApiToken.id); servers may accept it for WORKFORCE_TOKEN_CACHE_MS more',
  )
  .option('--org <slug>', 'organization', config.WORKFORCE_ORGANIZATION)
  .action((tokenId: string, options: { org: string }) =>
    withDatabase(
      async (database) => {
        const caller = await systemCaller(database, options.org);
        const dashed = /^[0-9a-f]{32}$/i.test(tokenId)
          ? `${tokenId.slice(0, 8)}-${tokenId.slice(8, 12)}-${tokenId.slice(12, 16)}-${tokenId.slice(16, 20)}-${tokenId.slice(20)}`
          : tokenId;
        const { replayed, token } = await revokeApiToken(ownerDbOf(database), caller, { tokenId: dashed });
        say(replayed ? `token ${token.id} was already revoked` : `revoked token ${token.id}`);
      },
      { appRole: false },
    ),
  );

program
  .command('rebuild')
  .description("rebuild an organization's projections from its ledger")
  .option('--org <slug>', 'organization', config.WORKFORCE_ORGANIZATION)
  .addOption(new Option('--projection <name>', 'which projection').choices(['ACTORS', 'ASSIGNMENTS', 'ALL']).default('ALL'))
  .option('--batch-size <n>', 'events per transaction', (v) => Number.parseInt(v, 10), 5_000)
  .action((options: { org: string; projection: string; batchSize: number }) =>
    withDatabase(async (database) => {
      const caller = await systemCaller(database, options.org);
      const names =
        options.projection === 'ALL' ? (['ACTORS', 'ASSIGNMENTS'] as const) : [options.projection as 'ACTORS' | 'ASSIGNMENTS'];
      for (const projection of names) {
        const result = await rebuildProjection(database.db, caller, { projection, batchSize: options.batchSize });
        say(`${projection}: replayed ${result.applied} events in ${result.batches} batches, now at #${result.lastAppliedSeq}`);
      }
    }),
  );

program
  .command('import <file>')
  .description(
    "create Assignments from JSON Lines (one CreateAssignmentInput per line) as the organization's System Actor; " +
      'prints {"created","replayed","refused"} and exits 1 when a line was refused',
  )
  .option('--org <slug>', 'organization', config.WORKFORCE_ORGANIZATION)
  .action((file: string, options: { org: string }) =>
    withDatabase(async (database) => {
      const caller = await systemCaller(database, options.org);
      const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
      const summary = await importAssignments(database.db, caller, lines, { maxBatch: config.WORKFORCE_MAX_BATCH });
      console.log(JSON.stringify(summary));
      if (summary.refused.length > 0) process.exitCode = 1;
    }),
  );

program
  .command('recover-expired')
  .description(
    "recover every expired claim (RUNNING, claim expired in database time) as each organization's System Actor, " +
      'oldest expiry first: its Attempt ends ABANDONED (UNCERTAIN while a tool call\u2019s effect is unsettled); one line per claim, ' +
      'or one JSON document with --json',
  )
  .addOption(new Option('--org <slug>', `organization (default: ${config.WORKFORCE_ORGANIZATION})`).conflicts('all'))
  .addOption(new Option('--all', 'every organization, in slug order').conflicts('org'))
  .option('--limit <n>', 'handle at most this many claims in total', (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a positive integer');
    return n;
  })
  .option('--json', 'print {"recovered":[…],"refused":[…],"limitReached"} on stdout')
  .action((options: { org?: string; all?: boolean; limit?: number; json?: boolean }) =>
    withDatabase(async (database) => {
      const organizations = options.all
        ? await withSystemActor(database).orderBy('o.slug').execute()
        : [await organizationBySlug(database, options.org ?? config.WORKFORCE_ORGANIZATION)];
      const limit = options.limit ?? Number.POSITIVE_INFINITY;
      const handled: (SweepOutcome & { organization: string })[] = [];
      for (const o of organizations) {
        if (handled.length >= limit) break;
        await recoverExpiredClaims(database.db, database.readDb, callerOf(o), limit - handled.length, (outcome) => {
          handled.push({ organization: o.slug, ...outcome });
          if (!options.json) {
            const what = outcome.refused
              ? `not recovered (${outcome.refused})`
              : `${outcome.outcome}, now ${outcome.state}${outcome.replayed ? ' (recovered by another caller first)' : ''}`;
            console.log(
              `${o.slug} assignment ${outcome.assignmentId} attempt ${outcome.attemptId} expired ${outcome.claimExpiresAt.toISOString()}: ${what}`,
            );
          }
        });
      }
      const recovered = handled.filter((h) => !h.refused);
      const refused = handled.filter((h) => h.refused);
      const replayed = recovered.filter((h) => h.replayed).length;
      const limitReached = handled.length >= limit;
      if (options.json) {
        const row = ({ refused: code, outcome, state, replayed, claimExpiresAt, ...rest }: (typeof handled)[number]) => ({
          ...rest,
          claimExpiresAt: claimExpiresAt.toISOString(),
          ...(code ? { code } : { outcome, state, replayed }),
        });
        console.log(JSON.stringify({ recovered: recovered.map(row), refused: refused.map(row), limitReached }));
      }
      say(
        `recovered ${recovered.length} expired claim${recovered.length === 1 ? '' : 's'}` +
          (replayed ? ` (${replayed} by another caller first)` : '') +
          (refused.length ? `, ${refused.length} refused (ended or cancelled meanwhile)` : '') +
          (limitReached ? `; stopped at --limit ${limit}, run again for more` : ''),
      );
    }),
  );

/** A retention period: 30d, 12h, 90m or 3600s, in seconds; `forever` keeps everything (null). */
function parsePeriod(value: string): number | null {
  if (value === 'forever') return null;
  const match = /^([1-9][0-9]{0,8})([dhms])$/.exec(value);
  if (!match) throw new InvalidArgumentError('a period such as 30d, 12h, 90m or 3600s, or forever');
  const seconds = Number(match[1]) * { d: 86_400, h: 3_600, m: 60, s: 1 }[match[2] as 'd' | 'h' | 'm' | 's'];
  if (seconds > 2_147_483_647) throw new InvalidArgumentError('at most 68 years');
  return seconds;
}

program
  .command('retention')
  .description(
    "delete the evidence contents (model and tool call contents stored apart) that no event within the organization's " +
      'retention period references; --older-than sets that period first (recorded in the ledger). Events, ' +
      'Entities (goals, outcomes, receipts) and the digest chain stay. Prints {"olderThanSeconds","throughSeq","deleted","bytes","batches"}, ' +
      'with --all one such line per organization, with its "organization"',
  )
  .addOption(new Option('--org <slug>', `organization (default: ${config.WORKFORCE_ORGANIZATION})`).conflicts('all'))
  .addOption(
    new Option('--all', 'every organization, in slug order (those that keep everything are passed over)').conflicts([
      'org',
      'olderThan',
    ]),
  )
  .option('--older-than <period>', 'set the retention period (30d, 12h, 90m, 3600s; forever keeps everything)', (v) => {
    parsePeriod(v);
    return v;
  })
  .option(
    '--batch-size <n>',
    'ledger events each transaction goes through',
    (v) => {
      const n = Number(v);
      if (!/^[0-9]+$/.test(v) || n < 1 || n > 1_000_000) throw new InvalidArgumentError('a whole number from 1 to 1000000');
      return n;
    },
    10_000,
  )
  .action((options: { org?: string; all?: boolean; olderThan?: string; batchSize: number }) =>
    withDatabase(async (database) => {
      if (options.all) {
        for (const o of await withSystemActor(database).orderBy('o.slug').execute()) {
          const result = await expireEvidence(database.db, callerOf(o), { batchSize: options.batchSize });
          if (result.olderThanSeconds !== null) console.log(JSON.stringify({ organization: o.slug, ...result }));
        }
        return;
      }
      const org = options.org ?? config.WORKFORCE_ORGANIZATION;
      const caller = await systemCaller(database, org);
      if (options.olderThan !== undefined) {
        // Parsed here, not by commander: it keeps an option's text when its parser returns null (forever).
        const set = await setEvidenceRetention(database.db, caller, { olderThanSeconds: parsePeriod(options.olderThan) });
        if (set.changed)
          say(`retention of ${org} set to ${set.olderThanSeconds === null ? 'forever' : `${set.olderThanSeconds} seconds`}`);
      }
      const result = await expireEvidence(database.db, caller, { batchSize: options.batchSize });
      console.log(JSON.stringify(result));
    }),
  );

program
  .command('verify-ledger')
  .description("walk an organization's digest chain; exits 1 at the first broken link")
  .option('--org <slug>', 'organization', config.WORKFORCE_ORGANIZATION)
  .action((options: { org: string }) =>
    withDatabase(async (database) => {
      const caller = await systemCaller(database, options.org);
      const result = await verifyLedger(database.db, caller.organizationId);
      console.log(JSON.stringify(result));
      if (!result.ok) process.exitCode = 1;
    }),
  );

const args = process.argv.slice(2);
program.parseAsync(args.length > 0 ? args : ['serve'], { from: 'user' }).catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
