import type { ResultOf } from '../db/functions.js';
import {
  type Assignment,
  type Attempt,
  type Entity,
  type LedgerEvent,
  toAssignment,
  toEntity,
  toLedgerEvent,
} from '../db/models.js';
import { attemptsFromEvents } from '../events/history.js';

// What the Assignment command functions return, and how it becomes the command's result.

export type AssignmentResultJson = ResultOf<'create_assignment'>;

export interface AssignmentCommandResult {
  /** True when this call was an exact retry and wrote nothing. */
  replayed: boolean;
  assignment: Assignment;
  goalEntity: Entity;
  outcomeEntity: Entity | null;
  /** The Attempt the command started, renewed, ended or reconciled, built from its events. */
  attempt: Attempt | null;
  /** A decision's own event (renew, cancel, reopen, reconcile); null for the other commands. */
  event: LedgerEvent | null;
}

export function toAssignmentResult(json: AssignmentResultJson): AssignmentCommandResult {
  return {
    replayed: json.replayed,
    assignment: toAssignment(json.assignment),
    goalEntity: toEntity(json.goal_entity),
    outcomeEntity: json.outcome_entity ? toEntity(json.outcome_entity) : null,
    attempt: attemptsFromEvents(json.attempt_events.map(toLedgerEvent))[0] ?? null,
    event: json.event ? toLedgerEvent(json.event) : null,
  };
}
