import { z } from 'zod';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
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
export async function createOrganization(
  db: Db,
  input: z.input<typeof CreateOrganizationInput>,
): Promise<CreateOrganizationResult> {
  const i = parseInput(CreateOrganizationInput, input);
  const result = await callFunction(db, 'create_organization', {
    organization_id: i.organizationId ?? null,
    slug: i.slug,
    system_actor_id: i.systemActorId ?? null,
    display_name: i.systemActorName,
  });
  return {
    replayed: result.replayed,
    organizationId: result.organization.organization_id,
    slug: result.organization.slug,
    systemActorId: result.system_actor_id,
  };
}
