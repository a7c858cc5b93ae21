import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.js';

// The conventions of the public schema, checked on the schema the code builds (docs/api.md says
// them in words). Each test names every element that breaks its rule.

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !BUILT_IN.has(t.name));
const roots = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!];
const operations = roots.flatMap((root) => Object.values(root.getFields()).map((field) => ({ root: root.name, field })));

const unwrap = (type: GraphQLOutputType): GraphQLOutputType => (isNonNullType(type) ? type.ofType : type);

/** An object field may take its interface's description (code and message of every Error). */
function inherited(type: GraphQLNamedType, field: string): boolean {
  return isObjectType(type) && type.getInterfaces().some((i) => Boolean(i.getFields()[field]?.description));
}

describe('the schema describes itself', () => {
  it('has a description on every type, field, argument, enum value and input field', () => {
    const missing: string[] = [];
    for (const type of types) {
      if (!type.description) missing.push(`type ${type.name}`);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description && !inherited(type, field.name)) missing.push(`${type.name}.${field.name}`);
          for (const arg of field.args) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says on every operation which token roles may call it, exactly the roles its scopes let in', () => {
    const wrong: string[] = [];
    const ALL = ['VIEWER', 'OPERATOR', 'RUNNER', 'SYSTEM'];
    for (const { root, field } of operations) {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: Record<string, unknown> } }).pothosOptions?.authScopes;
      const granted = scopes
        ? Object.entries(('$any' in scopes ? scopes.$any : scopes) as Record<string, boolean>)
            .filter(([, granted]) => granted)
            .map(([scope]) => scope.toUpperCase())
        : ALL;
      const sentence = field.description?.match(
        /(Needs an? ([A-Z, or]+) token\.|Any token of the organization \(([A-Z, or]+)\)\.)\s*$/,
      );
      const named = sentence ? (sentence[2] ?? sentence[3])!.split(/, | or /) : [];
      if (named.sort().join() !== granted.sort().join())
        wrong.push(`${root}.${field.name}: says [${named}], allows [${granted}]`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('lists', () => {
  // Lists whose length the caller bounds (a batch's items, a validation's issues, what one command
  // wrote) or that are small fixed enumerations; every other list is a Relay connection.
  const BOUNDED = new Map([
    ['Query.projections', 'one row per projection (two)'],
    ['ValidationError.issues', 'one per invalid input field'],
    ['Attempt.unansweredCallIds', 'the external tool calls one Attempt left without a result'],
    ['Reconciliation.receipts', 'one per producing tool of one Attempt, as the reconciliation sent them'],
    ['ReconciliationReceipt.callIds', 'the unsettled calls of one Attempt it settled'],
    ['Availability.nextActions', 'names of mutation fields: at most three'],
    ...['AppendEvents', 'ClaimAssignments', 'CreateAssignments', 'CreateEntities', 'EndAttempts'].map(
      (b) => [`${b}Success.results`, 'one per input item'] as const,
    ),
  ]);

  it('keeps every growing list in a Relay connection', () => {
    const plain: string[] = [];
    for (const type of types) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (!isListType(unwrap(field.type))) continue;
        const name = `${type.name}.${field.name}`;
        const connectionEdges = type.name.endsWith('Connection') && field.name === 'edges';
        const written = type.name.endsWith('Success') && field.name === 'events';
        if (!connectionEdges && !written && !BOUNDED.has(name)) plain.push(name);
      }
    }
    expect(plain).toEqual([]);
  });

  it('pages every connection with first/after/last/before and gives it edges { cursor node } and PageInfo', () => {
    const wrong: string[] = [];
    for (const type of types) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        const target = getNamedType(field.type);
        if (!target.name.endsWith('Connection')) continue;
        const args = field.args.map((a) => a.name);
        for (const arg of ['first', 'after', 'last', 'before'])
          if (!args.includes(arg)) wrong.push(`${type.name}.${field.name} lacks ${arg}`);
        const connection = schema.getType(target.name);
        if (!isObjectType(connection)) continue;
        const edge = getNamedType(connection.getFields().edges!.type);
        if (String(connection.getFields().pageInfo?.type) !== 'PageInfo!') wrong.push(`${target.name}.pageInfo`);
        if (!isObjectType(edge) || String(edge.getFields().cursor?.type) !== 'String!' || !edge.getFields().node)
          wrong.push(`${edge.name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the same ideas the same way in the events query and the ledgerEvents subscription', () => {
    const query = schema.getQueryType()!.getFields().events!.args;
    const subscription = schema.getSubscriptionType()!.getFields().ledgerEvents!.args;
    for (const arg of subscription) {
      expect(String(query.find((a) => a.name === arg.name)?.type), arg.name).toBe(String(arg.type));
    }
  });
});

describe('success payloads', () => {
  // Maintenance mutations write no ledger event and take no id; batch payloads hold each item's own success.
  const NO_LEDGER_WRITE = new Set(['MarkProjectionDirtySuccess', 'RebuildProjectionSuccess']);
  const BATCHES = new Set([
    'AppendEventsSuccess',
    'ClaimAssignmentsSuccess',
    'CreateAssignmentsSuccess',
    'CreateEntitiesSuccess',
    'EndAttemptsSuccess',
  ]);

  it('say replayed, event and events on every mutation that writes the ledger', () => {
    const missing: string[] = [];
    for (const field of Object.values(schema.getMutationType()!.getFields())) {
      const success = schema.getType(`${field.name[0]!.toUpperCase()}${field.name.slice(1)}Success`);
      if (!isObjectType(success) || NO_LEDGER_WRITE.has(success.name) || BATCHES.has(success.name)) continue;
      const fields = success.getFields();
      if (String(fields.replayed?.type) !== 'Boolean!') missing.push(`${success.name}.replayed`);
      if (String(fields.event?.type) !== 'Event!') missing.push(`${success.name}.event`);
      if (String(fields.events?.type) !== '[Event!]!') missing.push(`${success.name}.events`);
    }
    expect(missing).toEqual([]);
  });

  it('leave no scalar type undescribed either', () => {
    expect(types.filter((t) => isScalarType(t) && !t.description).map((t) => t.name)).toEqual([]);
  });
});
