import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { LedgerEvent } from '../db/models.js';
import { followAssignment, followLedger } from '../events/stream.js';
import { ANY_ROLE } from './access.js';
import { Assignment } from './assignment.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import { Event, eventKinds } from './event.js';
import { validId } from './inputs.js';

builder.subscriptionType({
  description: 'Live updates over Server-Sent Events (GraphQL over SSE), each following the token\u2019s organization.',
  authScopes: { authenticated: true },
});

/** Field scopes guard resolvers, not the subscribe step: an anonymous subscriber is refused here. */
function subscriber(context: Context) {
  if (!context.caller) {
    throw new GraphQLError('send a valid token: Authorization: Bearer <token>', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return context.caller;
}

builder.subscriptionField('ledgerEvents', (t) =>
  t.field({
    type: Event,
    description:
      'Replays the ledger after `afterSeq` (default: the current head, so only new events), then streams each ' +
      'event as it commits, in org_seq order, with no gap and no duplicate. To resume, pass the last seq seen. Never ended ' +
      'for load or a database outage; a subscriber that does not read its stream fast enough is ended with the error ' +
      '`SUBSCRIBER_TOO_SLOW`, whose `extensions.resumeAfterSeq` is the last seq it was sent. ' +
      ANY_ROLE,
    args: {
      afterSeq: t.arg.int({
        description: 'Replay events with seq greater than this first (as the `events` query takes it); default: the head.',
        validate: { schema: z.number().int().nonnegative() },
      }),
      kinds: t.arg.stringList({ description: 'Only events of these kinds (at most 50).', validate: { schema: eventKinds } }),
      assignmentId: t.arg.id({ description: 'Only events of this Assignment.', validate: validId }),
    },
    // The feed yields batches of events; sharedSubscriptionResults (src/subscription-delivery.ts)
    // executes each event of a batch as its own result.
    subscribe: async (_, args, context) =>
      followLedger({
        feed: context.feed,
        organizationId: subscriber(context).organizationId,
        afterSeq: args.afterSeq ?? null,
        kinds: args.kinds ?? undefined,
        assignmentId: args.assignmentId ?? undefined,
      }) as unknown as Promise<AsyncIterable<LedgerEvent>>,
    resolve: (event) => event,
  }),
);

builder.subscriptionField('assignmentChanged', (t) =>
  t.field({
    type: Assignment,
    description:
      'The Assignment as it is now, then again each time a claim or an ending changes it (the newest state: ' +
      'a subscriber that falls behind skips the states in between). Ends without a value if there is no such Assignment. ' +
      ANY_ROLE,
    args: { id: t.arg.id({ required: true, description: 'The Assignment id.', validate: validId }) },
    subscribe: (_, { id }, context) =>
      followAssignment({
        feed: context.feed,
        organizationId: subscriber(context).organizationId,
        assignmentId: id,
      }),
    resolve: (assignment) => assignment,
  }),
);
