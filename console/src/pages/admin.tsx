import { useCallback, useEffect, useState } from 'preact/hooks';
import { describeFailure, newId } from '../api.js';
import {
  ActorDocument,
  ApiTokensDocument,
  CreateApiTokenDocument,
  DeactivateActorDocument,
  ProjectionsDocument,
  PublishConfigurationDocument,
  RebuildProjectionDocument,
  RegisterActorDocument,
  RevokeApiTokenDocument,
} from '../documents.js';
import type { ActorKind, ConsoleApiTokensQuery, ConsoleProjectionsQuery, TokenRole } from '../gql/graphql.js';
import { useSession } from '../session.js';
import { ActionForm, Alert, Field, Time, text } from '../ui.js';

/** Actors, configurations, API tokens and projections: each action is shown to the roles its mutation accepts. */
export function AdminPage() {
  const { viewer } = useSession();
  const manages = viewer.role === 'OPERATOR' || viewer.role === 'SYSTEM';
  const system = viewer.role === 'SYSTEM';
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">Actors &amp; tokens</h1>
      {!manages && (
        <p class="muted no-actions">Your role ({viewer.role}) reads only: these actions need an OPERATOR or SYSTEM token.</p>
      )}
      {manages && <ActorActions />}
      {system && <Tokens />}
      <Projections system={system} />
    </section>
  );
}

function ActorActions() {
  const { api } = useSession();
  const [nextVersion, setNextVersion] = useState<string>('1');
  const lookUp = async (agentId: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(agentId)) return;
    const data = await api.request(ActorDocument, { id: agentId }).catch(() => null);
    if (data?.actor) setNextVersion(String((data.actor.latestConfigurationVersion ?? 0) + 1));
  };
  return (
    <section aria-labelledby="actors-heading">
      <h2 id="actors-heading">Actors</h2>
      <div class="actions">
        <ActionForm
          label="Register actor"
          confirmLabel="Register"
          run={async (form) =>
            (
              await api.request(RegisterActorDocument, {
                input: {
                  actorId: newId(),
                  eventId: newId(),
                  kind: (text(form, 'kind') || 'AI_AGENT') as ActorKind,
                  displayName: text(form, 'displayName'),
                },
              })
            ).registerActor
          }
          done={(result) =>
            result.__typename === 'RegisterActorSuccess'
              ? `Registered ${result.actor.displayName}: id ${result.actor.id}`
              : 'Registered.'
          }
        >
          <Field label="Kind">
            <select name="kind">
              <option value="AI_AGENT">AI agent</option>
              <option value="HUMAN">Human</option>
              <option value="SYSTEM">System process</option>
            </select>
          </Field>
          <Field label="Display name">
            <input name="displayName" required maxLength={200} />
          </Field>
        </ActionForm>
        <ActionForm
          label="Publish configuration"
          confirmLabel="Publish"
          run={async (form) => {
            let configuration: unknown;
            try {
              configuration = JSON.parse(String(form.get('configuration') ?? ''));
            } catch (error) {
              return `The configuration is not JSON: ${(error as Error).message}`;
            }
            return (
              await api.request(PublishConfigurationDocument, {
                input: {
                  agentId: text(form, 'agentId'),
                  version: Number(text(form, 'version')),
                  configuration,
                  eventId: newId(),
                },
              })
            ).publishAgentConfiguration;
          }}
          done={() => 'The configuration version was published.'}
        >
          <Field label="Agent id">
            <input name="agentId" required onChange={(event) => void lookUp(event.currentTarget.value.trim())} />
          </Field>
          <Field label="Version" hint="The agent's latest version plus one">
            <input name="version" type="number" min={1} required value={nextVersion} />
          </Field>
          <Field label="Configuration (JSON)">
            <textarea name="configuration" rows={4} required value={'{\n  "model": "model-a"\n}'} />
          </Field>
        </ActionForm>
        <ActionForm
          label="Deactivate actor"
          confirmLabel="Confirm deactivation"
          danger
          description="Its tokens stop authenticating and it can no longer act or be claimed for. Its history stays."
          run={async (form) =>
            (await api.request(DeactivateActorDocument, { input: { actorId: text(form, 'actorId'), eventId: newId() } }))
              .deactivateActor
          }
          done={() => 'The Actor was deactivated.'}
        >
          <Field label="Actor id">
            <input name="actorId" required />
          </Field>
        </ActionForm>
      </div>
    </section>
  );
}

type Token = ConsoleApiTokensQuery['apiTokens']['edges'][number]['node'];

function Tokens() {
  const { api, viewer } = useSession();
  const [tokens, setTokens] = useState<Token[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setTokens((await api.request(ApiTokensDocument, {})).apiTokens.edges.map((edge) => edge.node));
    } catch (failure) {
      setError(`Could not list the tokens: ${describeFailure(failure)}`);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">API tokens</h2>
      <ActionForm
        label="Create token"
        confirmLabel="Create"
        run={async (form) => {
          setSecret(null);
          const ttl = Number(text(form, 'ttl'));
          const result = (
            await api.request(CreateApiTokenDocument, {
              input: {
                actorId: text(form, 'actorId'),
                role: (text(form, 'role') || 'VIEWER') as TokenRole,
                label: text(form, 'label') || null,
                ttlSeconds: ttl > 0 ? ttl : null,
              },
            })
          ).createApiToken;
          if (result.__typename === 'CreateApiTokenSuccess') setSecret(result.token);
          return result;
        }}
        done={() => 'Token created.'}
        onDone={load}
      >
        <Field label="Actor id" hint={`Your own: ${viewer.actor.id}`}>
          <input name="actorId" required value={viewer.actor.id} />
        </Field>
        <Field label="Role">
          <select name="role">
            <option value="VIEWER">VIEWER</option>
            <option value="OPERATOR">OPERATOR</option>
            <option value="RUNNER">RUNNER</option>
            <option value="SYSTEM">SYSTEM</option>
          </select>
        </Field>
        <Field label="Label">
          <input name="label" maxLength={200} />
        </Field>
        <Field label="Expires after (seconds)" hint="Empty: until revoked">
          <input name="ttl" type="number" min={60} />
        </Field>
      </ActionForm>
      {secret && (
        <div class="secret" role="status">
          <p>
            <strong>The new token, shown this once.</strong> Copy it now; the server keeps only its hash.
          </p>
          <label class="field">
            <span>New token</span>
            <input readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <button type="button" onClick={() => setSecret(null)}>
            I have copied it
          </button>
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      {tokens && (
        <table class="rows">
          <thead>
            <tr>
              <th scope="col">Actor</th>
              <th scope="col">Role</th>
              <th scope="col">Label</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <td data-label="Actor">{token.actor.displayName}</td>
                <td data-label="Role">{token.role}</td>
                <td data-label="Label">{token.label ?? <span class="muted">—</span>}</td>
                <td data-label="Created">
                  <Time at={token.createdAt} />
                </td>
                <td data-label="Status">
                  {token.revokedAt ? (
                    <>
                      revoked <Time at={token.revokedAt} />
                    </>
                  ) : token.expiresAt && Date.parse(token.expiresAt) < Date.now() ? (
                    'expired'
                  ) : (
                    'active'
                  )}
                </td>
                <td data-label="Actions">
                  {!token.revokedAt && (
                    <ActionForm
                      label="Revoke"
                      confirmLabel={`Confirm: revoke ${token.label ?? token.id.slice(0, 8)}`}
                      danger
                      run={async () =>
                        (await api.request(RevokeApiTokenDocument, { input: { tokenId: token.id } })).revokeApiToken
                      }
                      done={() => 'Token revoked.'}
                      onDone={load}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Projections(props: { system: boolean }) {
  const { api } = useSession();
  const [projections, setProjections] = useState<ConsoleProjectionsQuery['projections'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setProjections((await api.request(ProjectionsDocument, {})).projections);
    } catch (failure) {
      setError(`Could not read the projections: ${describeFailure(failure)}`);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section aria-labelledby="projections-heading">
      <h2 id="projections-heading">Projections</h2>
      {error && <Alert>{error}</Alert>}
      {projections && (
        <ul class="projections">
          {projections.map((projection) => (
            <li key={projection.name}>
              <strong>{projection.name}</strong> v{projection.version}, applied through seq {projection.lastAppliedSeq}
              {projection.dirty && <span class="badge state-uncertain">DIRTY: {projection.dirtyReason}</span>}
              {projection.rebuilding && <span class="badge state-running">REBUILDING</span>}
              {props.system && (
                <ActionForm
                  label={`Rebuild ${projection.name}`}
                  confirmLabel="Confirm rebuild"
                  description="Clears the read model and replays the ledger into it; commands that use it are refused until it is done."
                  run={async () =>
                    (await api.request(RebuildProjectionDocument, { input: { projection: projection.name } })).rebuildProjection
                  }
                  done={(result) =>
                    result.__typename === 'RebuildProjectionSuccess'
                      ? `Rebuilt: ${result.applied} events applied in ${result.batches} batches.`
                      : 'Rebuilt.'
                  }
                  onDone={load}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
