import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { payloadSchemas } from '../../src/events/payloads.js';
import { eventKinds, payloadSchema } from '../../src/events/registry.js';

const fixturesDir = new URL('../fixtures/events/', import.meta.url);
const fixture = (kind: string, version: number): unknown =>
  JSON.parse(readFileSync(new URL(`${kind}.v${version}.json`, fixturesDir), 'utf8'));

describe('event payload registry', () => {
  it.each(eventKinds.map((k) => [`${k.kind} v${k.payloadVersion}`, k] as const))('%s has a schema and a fixture it accepts', (_, k) => {
    const schema = payloadSchema(k.kind, k.payloadVersion);
    expect(schema).toBeDefined();
    expect(schema!.safeParse(fixture(k.kind, k.payloadVersion)).success).toBe(true);
  });

  it('has exactly one fixture per registered kind and version, and no schema without a kind', () => {
    const expected = eventKinds.map((k) => `${k.kind}.v${k.payloadVersion}.json`).sort();
    expect(readdirSync(fixturesDir).sort()).toEqual(expected);
    expect(Object.keys(payloadSchemas).sort()).toEqual(eventKinds.map((k) => `${k.kind}@${k.payloadVersion}`).sort());
  });

  it('assignment.created v1 carries no budget fields', () => {
    const schema = payloadSchema('assignment.created', 1)!;
    const valid = fixture('assignment.created', 1) as Record<string, unknown>;
    for (const budget of ['budget', 'token_budget', 'max_cost', 'max_tool_calls', 'deadline']) {
      expect(schema.safeParse({ ...valid, [budget]: 100 }).success, budget).toBe(false);
    }
  });

  it('refuses lifecycle payloads that lose a required fact', () => {
    const started = fixture('attempt.started', 1) as Record<string, unknown>;
    const { claim_expires_at: _, ...withoutExpiry } = started;
    expect(payloadSchema('attempt.started', 1)!.safeParse(withoutExpiry).success).toBe(false);
    const ended = fixture('attempt.ended', 1) as Record<string, unknown>;
    expect(payloadSchema('attempt.ended', 1)!.safeParse({ ...ended, outcome: 'CANCELLED' }).success).toBe(false);
  });

  it('keeps extra fields a Runner records on interaction events, but requires the pairing call id', () => {
    const request = fixture('llm.request', 1) as Record<string, unknown>;
    expect(payloadSchema('llm.request', 1)!.safeParse({ ...request, trace_id: 'abc' }).success).toBe(true);
    const { call_id: _, ...unpaired } = request;
    expect(payloadSchema('llm.request', 1)!.safeParse(unpaired).success).toBe(false);
  });

  it('a tool result carries exactly one of result or error', () => {
    const schema = payloadSchema('tool.result', 1)!;
    const base = { call_id: 't', tool_name: 'search' };
    expect(schema.safeParse({ ...base, result: 1 }).success).toBe(true);
    expect(schema.safeParse({ ...base, error: { message: 'timeout' } }).success).toBe(true);
    expect(schema.safeParse(base).success).toBe(false);
    expect(schema.safeParse({ ...base, result: 1, error: { message: 'x' } }).success).toBe(false);
  });
});
