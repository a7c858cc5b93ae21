import {
  toAssignment, toEntity, toLedgerEvent, type Assignment, type Attempt, type Entity, type RowOf,
} from '../db/models.js';
import type * as S from '../db/schema.js';
import { attemptsFromEvents } from '../events/history.js';

// What the Assignment command functions return, and how it becomes the command's result.

export interface AssignmentResultJson {
  replayed: boolean;
  assignment: RowOf<S.Assignments>;
  goal_entity: RowOf<S.Entities>;
  outcome_entity: RowOf<S.Entities> | null;
  attempt_events: RowOf<S.Events>[];
}

export interface AssignmentCommandResult {
  /** True when this call was an exact retry and wrote nothing. */
  replayed: boolean;
  assignment: Assignment;
  goalEntity: Entity;
  outcomeEntity: Entity | null;
  /** The Attempt the command started or ended, built from its events. */
  attempt: Attempt | null;
}

export function toAssignmentResult(json: AssignmentResultJson): AssignmentCommandResult {
  return {
    replayed: json.replayed,
    assignment: toAssignment(json.assignment),
    goalEntity: toEntity(json.goal_entity),
    outcomeEntity: json.outcome_entity ? toEntity(json.outcome_entity) : null,
    attempt: attemptsFromEvents(json.attempt_events.map(toLedgerEvent))[0] ?? null,
  };
}
