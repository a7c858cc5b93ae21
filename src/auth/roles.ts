/** What a token may do: SYSTEM everything, RUNNER run Attempts, OPERATOR manage work, VIEWER read. */
export const TOKEN_ROLES = ['SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER'] as const;
export type TokenRole = (typeof TOKEN_ROLES)[number];
