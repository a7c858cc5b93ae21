import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import type { RowOf } from '../db/models.js';
import type * as S from '../db/schema.js';
import { id, parseInput } from '../validation.js';

export const CreateOrganizationInput = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'must be 2-63 lowercase letters, digits or dashes'),
  organizationId: id.optional(),
  systemActorId: id.optional(),
  systemActorName: z.string().min(1).max(200).default('System'),
});

export interface CreateOrganizationResult {
  replayed: boolean;
  organizationId: string;
  slug: string;
  systemActorId: string;
}

/**
 * Creates an organization with its head row, cursors and System Actor. Bootstrap only: the
 * application role cannot execute it, so `db` must connect as the owner (or a superuser).
 * Retrying with the same slug and ids returns the organization as it is.
 */
export async function createOrganization(db: Db, input: z.input<typeof CreateOrganizationInput>): Promise<CreateOrganizationResult> {
  const i = parseInput(CreateOrganizationInput, input);
  const result = await callCommand<{ replayed: boolean; organization: RowOf<S.Organizations>; system_actor_id: string }>(db, sql`
    select workforce.create_organization(${i.organizationId ?? null}, ${i.slug}, ${i.systemActorId ?? null},
                                         ${i.systemActorName}) as result`);
  return {
    replayed: result.replayed,
    organizationId: result.organization.organization_id,
    slug: result.organization.slug,
    systemActorId: result.system_actor_id,
  };
}
