import type { Caller } from '../caller.js';
import { notifyCommitted } from '../db/call.js';
import { databaseFault, isUnavailable, type RefusalJson, refusalError } from '../db/errors.js';
import { callFunction, callFunctionOnce, type ResultOf } from '../db/functions.js';
import type { Db } from '../db/kysely.js';

/**
 * Group commit (issue 29, docs/reliability.md): concurrent single commands of one kind, from any
 * callers, sent to PostgreSQL as one call of its group function (sql: run_assignment_group for the
 * Assignment commands, run_append_group for appendEvent and createEntity), so
 * they share one transaction and one commit, each judged exactly as alone. A command sent while
 * nothing else is in flight goes at once, alone, as its single function; the ones that arrive while
 * `concurrency` groups are in flight wait, and go together when one finishes (no timer: the wait is
 * what a busy server would queue on anyway). An organization's commands are in flight in at most one
 * group (or alone) in this process: they serialize on its cursors and head in PostgreSQL in any case,
 * so its next ones wait here, holding no connection, until its own are answered, and go together.
 *
 * Each caller is answered only after its group's COMMIT. A lost answer (the connection failed while
 * the group was sent or committed) is a retryable DATABASE_UNAVAILABLE for every caller in it, who
 * sends the same command again with the same ids and is answered as any exact retry is; any other
 * failure of the whole call (a conflict, a timeout, an item that raised instead of refusing) runs
 * its commands again one by one, so no caller gets another's error.
 */

/** The group functions and the single function each one's items are judged by. */
const KINDS = {
  create: { group: 'create_assignment_group', single: 'create_assignment' },
  claim: { group: 'claim_assignment_group', single: 'claim_assignment' },
  end: { group: 'end_attempt_group', single: 'end_attempt' },
  append: { group: 'append_event_group', single: 'append_event' },
  entity: { group: 'create_entity_group', single: 'create_entity' },
} as const;
export type GroupedCommand = keyof typeof KINDS;
/** What a grouped command answers: its single function's result. */
export type GroupedResult<K extends GroupedCommand> = ResultOf<(typeof KINDS)[K]['single']>;
type Json = GroupedResult<GroupedCommand>;

export interface GroupCommitOptions {
  /**
   * Groups may hold several organizations' commands: on plain PostgreSQL. On Citus a transaction
   * never spans organizations (each is delegated to its worker), so groups are per organization.
   */
  acrossOrganizations: boolean;
  /** The most commands one group holds. */
  maxItems: number;
  /** Groups in flight at once across organizations; per organization it is always one. */
  concurrency: number;
  /** A group in flight longer than this stops holding back the next (one waiting on a lock must not stall the rest). */
  stallMs: number;
}

export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = {
  acrossOrganizations: true,
  maxItems: 100,
  concurrency: 2,
  stallMs: 100,
};

/** Told the size of every group sent (1: a command that went alone), by command. */
export type GroupListener = (command: GroupedCommand, size: number) => void;

interface Pending {
  caller: Caller;
  /** The item as the single function takes it, without the organization and caller. */
  values: Record<string, unknown>;
  resolve: (json: Json) => void;
  reject: (error: unknown) => void;
  answered?: boolean;
}

type Answer = Json | { refusal: RefusalJson } | { busy: true };

class Grouper {
  private readonly queue: Pending[] = [];
  /**
   * Commands in flight (grouped, or alone) by organization. An organization is let into a new group
   * only once its own are settled, whatever the others of their group still wait for.
   */
  private readonly inFlight = new Map<string, number>();
  /** Groups in flight that still count against `concurrency`. */
  private counted = 0;

  constructor(
    private readonly db: Db,
    private readonly command: GroupedCommand,
    private readonly options: GroupCommitOptions,
    private readonly listeners: Set<GroupListener>,
  ) {}

  submit(caller: Caller, values: Record<string, unknown>): Promise<Json> {
    return new Promise((resolve, reject) => {
      this.queue.push({ caller, values, resolve, reject });
      this.pump();
    });
  }

  /** Commands of the organization waiting here for its commands in flight to be answered. */
  waiting(organizationId: string): number {
    return this.queue.filter((item) => item.caller.organizationId === organizationId).length;
  }

  private pump(): void {
    const limit = this.options.acrossOrganizations ? this.options.concurrency : Number.POSITIVE_INFINITY;
    while (this.queue.length > 0 && this.counted < limit) {
      const group = this.take();
      if (group.length === 0) return;
      this.launch(group);
    }
  }

  /** The longest-waiting commands of organizations with nothing in flight (of one organization, per organization). */
  private take(): Pending[] {
    const group: Pending[] = [];
    const taken = new Set<string>();
    for (let i = 0; i < this.queue.length && group.length < this.options.maxItems; ) {
      const org = this.queue[i]!.caller.organizationId;
      const joins = taken.has(org) || (!this.inFlight.has(org) && (this.options.acrossOrganizations || taken.size === 0));
      if (!joins) {
        i++;
        continue;
      }
      taken.add(org);
      group.push(...this.queue.splice(i, 1));
    }
    for (const item of group) {
      const org = item.caller.organizationId;
      this.inFlight.set(org, (this.inFlight.get(org) ?? 0) + 1);
    }
    return group;
  }

  /** One command answered (or failed): its organization may go again once all of its own are. */
  private settled(item: Pending): void {
    const org = item.caller.organizationId;
    const left = (this.inFlight.get(org) ?? 1) - 1;
    if (left > 0) this.inFlight.set(org, left);
    else this.inFlight.delete(org);
  }

  private launch(group: Pending[]): void {
    this.counted++;
    let counted = true;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      this.counted--;
    };
    const stalled = setTimeout(() => {
      uncount();
      this.pump();
    }, this.options.stallMs);
    stalled.unref();
    for (const listener of this.listeners) listener(this.command, group.length);
    void this.run(group)
      // A fault of this code, not of a command: every caller still waiting hears of it (a settled one is not changed).
      .catch((error: unknown) => {
        for (const item of group) this.answer(item, () => item.reject(error));
      })
      .finally(() => {
        clearTimeout(stalled);
        uncount();
        this.pump();
      });
  }

  /** Answers one command once (a second answer is ignored) and lets its organization go again. */
  private answer(item: Pending, send: () => void): void {
    if (item.answered) return;
    item.answered = true;
    send();
    this.settled(item);
    this.pump();
  }

  /** A command alone: its single function, with the single path's retries and organization gate. */
  private alone(item: Pending): Promise<void> {
    return sendAlone(this.db, this.command, item.caller, item.values).then(
      (json) => this.answer(item, () => item.resolve(json)),
      (error: unknown) => this.answer(item, () => item.reject(error)),
    );
  }

  private async run(group: Pending[]): Promise<void> {
    if (group.length === 1) return this.alone(group[0]!);
    let answers: Answer[];
    try {
      answers = (await callFunctionOnce(this.db, KINDS[this.command].group, {
        organization_id: group[0]!.caller.organizationId,
        items: group.map(({ caller, values }) => ({
          organization_id: caller.organizationId,
          caller_id: caller.actorId,
          ...values,
        })),
      })) as Answer[];
    } catch (error) {
      if (isUnavailable(error)) {
        // It may have committed: every caller learns so, and sends its command again.
        const fault = databaseFault(error);
        for (const item of group) this.answer(item, () => item.reject(fault));
        return;
      }
      // Nothing was written: each command alone, judged (and refused) on its own.
      await Promise.all(group.map((item) => this.alone(item)));
      return;
    }
    const committed = new Set<string>();
    group.forEach((item, i) => {
      const answer = answers[i];
      if (answer && 'busy' in answer) {
        // Another transaction holds its organization: alone, it waits there as a single command
        // does, without holding this group's place or the other organizations of the group.
        void this.alone(item);
        return;
      }
      if (answer && !('refusal' in answer)) committed.add(item.caller.organizationId);
      this.answer(item, () => {
        try {
          if (!answer)
            throw new Error(`workforce.${KINDS[this.command].group} answered ${answers.length} of ${group.length} items`);
          if ('refusal' in answer) item.reject(refusalError(answer.refusal));
          else item.resolve(answer);
        } catch (error) {
          // Never left waiting: an answer this code cannot read is that caller's error alone.
          item.reject(error);
        }
      });
    });
    for (const org of committed) notifyCommitted(org);
  }
}

/** The grouped commands of one pool. */
export class GroupCommit {
  readonly create: Grouper;
  readonly claim: Grouper;
  readonly end: Grouper;
  readonly append: Grouper;
  readonly entity: Grouper;
  private readonly listeners = new Set<GroupListener>();

  constructor(db: Db, options: GroupCommitOptions) {
    this.create = new Grouper(db, 'create', options, this.listeners);
    this.claim = new Grouper(db, 'claim', options, this.listeners);
    this.end = new Grouper(db, 'end', options, this.listeners);
    this.append = new Grouper(db, 'append', options, this.listeners);
    this.entity = new Grouper(db, 'entity', options, this.listeners);
  }

  /** Tells `listener` every group's size (metrics). Returns the function that stops it. */
  onGroup(listener: GroupListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const groupCommits = new WeakMap<Db, GroupCommit>();

/**
 * Groups the single commands (KINDS) sent through `db` from now on (src/app.ts, when
 * WORKFORCE_GROUP_COMMIT is on; the tests' pools by default). Returns its GroupCommit.
 */
export function startGroupCommit(db: Db, options: Partial<GroupCommitOptions> = {}): GroupCommit {
  const groups = new GroupCommit(db, { ...DEFAULT_GROUP_COMMIT, ...options });
  groupCommits.set(db, groups);
  return groups;
}

/**
 * Sends one single command: through the pool's group commit when it has one, else alone. Either
 * way the caller gets its own result, or its own refusal raised.
 */
export function sendCommand<K extends GroupedCommand>(
  db: Db,
  command: K,
  caller: Caller,
  values: Record<string, unknown>,
): Promise<GroupedResult<K>> {
  const groups = groupCommits.get(db);
  if (groups) return groups[command].submit(caller, values) as Promise<GroupedResult<K>>;
  return sendAlone(db, command, caller, values);
}

/** One command through its single function (callFunction: retries, the organization gate). */
function sendAlone<K extends GroupedCommand>(
  db: Db,
  command: K,
  caller: Caller,
  values: Record<string, unknown>,
): Promise<GroupedResult<K>> {
  return callFunction(db, KINDS[command].single, {
    organization_id: caller.organizationId,
    caller_id: caller.actorId,
    ...values,
  } as never) as Promise<GroupedResult<K>>;
}
