import { randomUUID } from 'node:crypto';

/** Ids are chosen before the first try, so a retried call is an exact retry. */
export const newId = (): string => randomUUID();
