import type { TokenRole } from '../auth/roles.js';

// The role sentence every operation's description ends with, so GraphiQL's docs pane says who may
// call it. The scopes that enforce it are the field's authScopes; test/api/schema.test.ts holds
// the two equal.

/** For queries and subscriptions: every role may read its own organization. */
export const ANY_ROLE = 'Any token of the organization (VIEWER, OPERATOR, RUNNER or SYSTEM).';

/** "Needs a RUNNER or SYSTEM token." */
export function needs(...roles: TokenRole[]): string {
  return `Needs a ${roles.length === 1 ? roles[0] : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`} token.`;
}
