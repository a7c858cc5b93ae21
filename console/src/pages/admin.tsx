import { useCallback, useEffect, useState } from 'preact/hooks';
import { describeFailure } from '../api.js';
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  ProjectionsDocument,
  RebuildProjectionDocument,
  RevokeApiTokenDocument,
} from '../documents.js';
import { Time } from '../format.js';
import type { ConsoleApiTokensQuery, ConsoleProjectionsQuery, TokenRole } from '../gql/graphql.js';
import { useSession } from '../session.js';
import { ActionForm, Alert, Field, text } from '../ui.js';
import { type ActorRow, Actors, KIND_NAMES, useActors } from './actors.js';

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
      <Actors manages={manages} />
      {system && <Tokens />}
      <Projections system={system} />
    </section>
  );
}

type Token = ConsoleApiTokensQuery['apiTokens']['edges'][number]['node'];

function Tokens() {
  const { api, viewer } = useSession();
  const [tokens, setTokens] = useState<Token[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // The Actors a token may be made for: the active ones, newest first (as the Actors list reads them).
  const { actors } = useActors('');
  const active: Pick<ActorRow, 'id' | 'displayName' | 'kind'>[] = actors?.filter((actor) => actor.status === 'ACTIVE') ?? [];
  if (!active.some((actor) => actor.id === viewer.actor.id)) active.unshift(viewer.actor);
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
        <Field label="Actor" hint="The token acts as this Actor (a SYSTEM token: a system process)">
          <select name="actorId" required>
            {active.map((actor) => (
              <option key={actor.id} value={actor.id} selected={actor.id === viewer.actor.id}>
                {actor.displayName} ({KIND_NAMES[actor.kind]}
                {actor.id === viewer.actor.id ? ', you' : ''}, {actor.id.slice(0, 8)})
              </option>
            ))}
          </select>
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
