// The event-kind registry (src/events/registry.ts) against what the database holds and decides.
import { describe, expect, it } from 'vitest';
import { EVIDENCE_NAMESPACES, eventKinds, isGuardedKind, RESERVED_NAMESPACES } from '../../src/events/registry.js';
import { useTestDatabase } from '../helpers/db.js';

const t = useTestDatabase();

/** The namespaces workforce.is_guarded_kind spells out, read from its source. */
async function sqlReservedNamespaces(): Promise<string[]> {
  const {
    rows: [fn],
  } = await t.admin.query<{ src: string }>(
    `select prosrc as src from pg_proc where oid = 'workforce.is_guarded_kind(text)'::regprocedure`,
  );
  const list = /split_part\(p_kind, '\.', 1\) in \(([^)]*)\)/.exec(fn!.src)?.[1];
  if (!list) throw new Error(`workforce.is_guarded_kind no longer lists its namespaces as this test reads them:\n${fn!.src}`);
  return [...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!).sort();
}

describe('the event registry in the database', () => {
  it('workforce.event_kinds holds exactly the registry, descriptions included', async () => {
    const rows = await t.db
      .selectFrom('event_kinds')
      .select(['kind', 'payload_version', 'projection', 'guarded', 'description'])
      .where('active', '=', true)
      .orderBy('kind')
      .orderBy('payload_version')
      .execute();
    const key = (k: { kind: string; payloadVersion: number }) => `${k.kind}@${k.payloadVersion}`;
    const inDb = rows.map((r) => ({
      kind: r.kind,
      payloadVersion: r.payload_version,
      projection: r.projection,
      guarded: r.guarded,
      description: r.description,
    }));
    const registered = eventKinds.map(({ kind, payloadVersion, projection, guarded, description }) => ({
      kind,
      payloadVersion,
      projection,
      guarded,
      description,
    }));
    expect(
      inDb.filter((d) => !registered.some((r) => key(r) === key(d))).map((d) => `${key(d)} is active in the database only`),
    ).toEqual([]);
    expect(
      registered
        .filter((r) => !inDb.some((d) => key(d) === key(r)))
        .map((r) => `${key(r)} is missing from workforce.event_kinds`),
    ).toEqual([]);
    expect(inDb).toEqual([...registered].sort((a, b) => a.kind.localeCompare(b.kind) || a.payloadVersion - b.payloadVersion));
  });

  it("workforce.event_projection(kind) is the registry's projection of every kind", async () => {
    const kinds = eventKinds.map((k) => k.kind);
    const { rows } = await t.admin.query<{ kind: string; projection: string | null }>(
      'select k as kind, workforce.event_projection(k) as projection from unnest($1::text[]) k',
      [kinds],
    );
    const disagreeing = rows
      .filter((r) => r.projection !== eventKinds.find((k) => k.kind === r.kind)!.projection)
      .map(
        (r) =>
          `event_projection('${r.kind}') is ${r.projection}, the registry says ${eventKinds.find((k) => k.kind === r.kind)!.projection}`,
      );
    expect(disagreeing).toEqual([]);
  });

  it("workforce.is_guarded_kind reserves the namespaces of the registry's guarded kinds, and no other", async () => {
    const inSql = await sqlReservedNamespaces();
    expect(inSql.filter((n) => !RESERVED_NAMESPACES.has(n)).map((n) => `SQL reserves '${n}', the registry does not`)).toEqual([]);
    expect(
      [...RESERVED_NAMESPACES].filter((n) => !inSql.includes(n)).map((n) => `the registry reserves '${n}', SQL does not`),
    ).toEqual([]);
  });

  it("workforce.is_evidence_kind names the namespaces of the registry's interaction kinds (llm, tool), and no other", async () => {
    expect([...EVIDENCE_NAMESPACES].sort()).toEqual(['llm', 'tool']);
    const namespaces = new Set([...RESERVED_NAMESPACES, ...eventKinds.map((k) => k.kind.split('.')[0]!), 'custom']);
    const { rows } = await t.admin.query<{ namespace: string; evidence: boolean }>(
      `select n as namespace, workforce.is_evidence_kind(n || '.probe') as evidence from unnest($1::text[]) n`,
      [[...namespaces]],
    );
    const disagreeing = rows
      .filter((r) => r.evidence !== EVIDENCE_NAMESPACES.has(r.namespace))
      .map((r) => `${r.namespace}: SQL says ${r.evidence}, the registry ${EVIDENCE_NAMESPACES.has(r.namespace)}`);
    expect(disagreeing).toEqual([]);
  });

  it('workforce.is_guarded_kind agrees with isGuardedKind on every kind and every namespace', async () => {
    const namespaces = new Set([...RESERVED_NAMESPACES, ...eventKinds.map((k) => k.kind.split('.')[0]!), 'custom']);
    const probes = [...eventKinds.map((k) => k.kind), ...[...namespaces].map((n) => `${n}.unregistered_probe`)];
    const { rows } = await t.admin.query<{ kind: string; guarded: boolean }>(
      'select k as kind, workforce.is_guarded_kind(k) as guarded from unnest($1::text[]) k',
      [probes],
    );
    const disagreeing = rows
      .filter((r) => r.guarded !== isGuardedKind(r.kind))
      .map((r) => `${r.kind}: is_guarded_kind says ${r.guarded}, isGuardedKind says ${isGuardedKind(r.kind)}`);
    expect(disagreeing).toEqual([]);
    expect(rows.filter((r) => r.guarded).length).toBeGreaterThan(eventKinds.filter((k) => k.guarded).length);
  });
});
