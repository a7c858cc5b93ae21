/** Who is calling: every command runs inside one organization, attributed to one Actor. */
export interface Caller {
  organizationId: string;
  actorId: string;
}
