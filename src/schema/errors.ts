import type { ObjectRef } from '@pothos/core';
import * as E from '../errors.js';
import { type Fact, refusalList } from '../refusals.js';
import { builder } from './builder.js';

/** Every refusal a client can meet implements Error; `code` is what client code switches on. */
export const ErrorInterface = builder.interfaceRef<E.DomainError>('Error').implement({
  description: 'A refusal: the mutation wrote nothing. Each type that implements it says what it means and what to do next.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What was refused and why, in a sentence a person can act on.' }),
    code: t.exposeString('code', {
      description: "The refusal's stable code in SCREAMING_SNAKE_CASE (CLAIM_CONFLICT, …): what client code switches on.",
    }),
  }),
});

const ValidationIssue = builder.objectRef<{ path: string; message: string }>('ValidationIssue').implement({
  description: 'One malformed field of an input.',
  fields: (t) => ({
    path: t.exposeString('path', {
      description: 'Which field, as a dotted path within the input (`goal.content`); empty for the input as a whole.',
    }),
    message: t.exposeString('message', { description: 'What is wrong with it.' }),
  }),
});

const StaleReason = builder.enumType('StaleReason', {
  description: 'Why a projection cannot be trusted until it is rebuilt.',
  values: {
    VERSION: { description: "It was built by apply logic of another version than this server's." },
    DIRTY: { description: 'A SYSTEM caller marked it dirty (markProjectionDirty).' },
    BEHIND: { description: 'The ledger holds an event of the projection that it has not applied.' },
  } as const,
});

const ReceiptMismatch = builder.enumType('ReceiptMismatch', {
  description: 'Why a receipt does not verify against the recorded execution boundary (ReceiptRejected).',
  values: {
    UNKNOWN_CALL: { description: 'It names a call the Attempt did not leave unsettled (or no call at all).' },
    REPEATED_CALL: { description: 'It names a call another receipt of the reconciliation settles already.' },
    PRODUCER_MISMATCH: { description: 'Its producer is not the tool the call recorded (tool_name of its tool.call).' },
    NO_CONTENT: { description: 'It has no content.' },
    ENTITY_IN_USE: { description: 'Its Entity already serves as a goal, an outcome, or another receipt.' },
    CALL_UNSETTLED: { description: 'A call the Attempt left unsettled is settled by no receipt.' },
  } as const,
});

const FIELD_TYPES = {
  ID: 'ID',
  DateTime: 'DateTime',
  Int: 'Int',
  StaleReason,
  ReceiptMismatch,
  ValidationIssues: [ValidationIssue],
} as const;

// One GraphQL type per refusal declared in src/refusals.ts: its name is the class's, its
// description and fields are the declaration's.
for (const refusal of refusalList.filter((r) => r.inSchema)) {
  const cls = refusal.class;
  builder.objectType(cls, {
    name: cls.name,
    description: refusal.description,
    interfaces: [ErrorInterface],
    isTypeOf: (v) => v instanceof cls,
    fields: (t) =>
      Object.fromEntries(
        refusal.facts.map((f: Fact<unknown>) => [
          f.name,
          t.field({
            type: FIELD_TYPES[f.type] as 'ID',
            nullable: f.nullable,
            description: f.description,
            resolve: (error) => (error as unknown as Record<string, unknown>)[f.name] as string,
          }),
        ]),
      ),
  });
}

/**
 * A mutation's result union: its success type and its typed refusals. Declared once, so that the
 * single mutation and its batch (whose items are this union) share it. Refusals are resolved by the
 * errors plugin's own map; anything else is the success, named outright rather than found by
 * isTypeOf (graphql-jit calls a union's resolver without the arguments graphql-js's default needs).
 */
export function resultUnion<T extends object>(
  name: string,
  success: ObjectRef<typeof builder.$inferSchemaTypes, T>,
  refusals: (new (...args: never[]) => E.DomainError)[],
) {
  const mutation = `${name[0]!.toLowerCase()}${name.slice(1).replace(/Result$/, '')}`;
  return builder.errorUnion(name, {
    description:
      `What ${mutation} answers: ${success.name}, or one of the typed refusals it can meet (each implements Error; ` +
      'nothing was written).',
    types: [success, ...refusals],
    resolveType: () => success.name,
  });
}

/** Refusals any command can meet. */
export const COMMON_ERRORS = [
  E.ValidationError,
  E.IdentityConflict,
  E.ActorNotFound,
  E.ActorNotActive,
  E.ActorStateStale,
  E.Forbidden,
];
