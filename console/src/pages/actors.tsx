import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure, newId } from '../api.js';
import { ActorsDocument, DeactivateActorDocument, PublishConfigurationDocument, RegisterActorDocument } from '../documents.js';
import { ShortId } from '../format.js';
import type { ActorKind, ConsoleActorsQuery } from '../gql/graphql.js';
import { useLedgerEvents, useSession } from '../session.js';
import { ActionForm, Alert, Field, text } from '../ui.js';

// The Actors section of the Actors & tokens page: the organization's Actors, from whose rows an
// operator publishes an agent's configuration or deactivates an Actor.

export type ActorRow = ConsoleActorsQuery['actors']['edges'][number]['node'];

const ACTOR_PAGE = 50;
const KINDS: [ActorKind | '', string][] = [
  ['', 'All kinds'],
  ['AI_AGENT', 'AI agents'],
  ['HUMAN', 'Humans'],
  ['SYSTEM', 'System processes'],
];
export const KIND_NAMES: Record<ActorKind, string> = { AI_AGENT: 'AI agent', HUMAN: 'Human', SYSTEM: 'System process' };

/**
 * The organization's Actors (the `actors` query), newest first, ACTOR_PAGE at a time ("Older
 * actors" reads the next page), of one kind or all. Read again when the ledger says an Actor was
 * registered or deactivated or an agent's configuration published, as many as are shown.
 */
export function useActors(kind: ActorKind | '') {
  const { api } = useSession();
  const [actors, setActors] = useState<ActorRow[] | null>(null);
  const [older, setOlder] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = useRef(0);
  shown.current = actors?.length ?? 0;
  const loadId = useRef(0);
  const read = useCallback(
    async (last: number, before: string | null, keep: ActorRow[]) => {
      const id = ++loadId.current;
      try {
        const { actors: page } = await api.request(ActorsDocument, { kind: kind || null, last, before });
        if (id !== loadId.current) return;
        setActors([...keep, ...page.edges.map((edge) => edge.node).reverse()]);
        setOlder(page.pageInfo.hasPreviousPage ? (page.pageInfo.startCursor ?? null) : null);
        setError(null);
      } catch (failure) {
        if (id === loadId.current) setError(`Could not list the actors: ${describeFailure(failure)}`);
      }
    },
    [api, kind],
  );
  const load = useCallback(() => read(Math.min(100, Math.max(ACTOR_PAGE, shown.current)), null, []), [read]);
  useEffect(() => {
    shown.current = 0;
    setActors(null);
    void load();
  }, [load]);
  useLedgerEvents(
    (event) => event.kind.startsWith('actor.') || event.kind === 'agent_configuration.published',
    () => void load(),
  );
  const more = older ? () => read(ACTOR_PAGE, older, actors ?? []) : null;
  return { actors, error, load, more };
}

export function Actors(props: { manages: boolean }) {
  const [kind, setKind] = useState<ActorKind | ''>('');
  const { actors, error, load, more } = useActors(kind);
  return (
    <section aria-labelledby="actors-heading">
      <h2 id="actors-heading">Actors</h2>
      {props.manages && (
        <div class="actions">
          <RegisterActor onDone={load} />
        </div>
      )}
      <div class="filters">
        <Field label="Kind">
          <select name="kind" value={kind} onChange={(event) => setKind(event.currentTarget.value as ActorKind | '')}>
            {KINDS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {error && <Alert>{error}</Alert>}
      {actors === null ? (
        !error && <p class="loading">Loading…</p>
      ) : actors.length === 0 ? (
        <p class="empty">No actors of this kind.</p>
      ) : (
        <table class="rows actors">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">Id</th>
              {props.manages && (
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {actors.map((actor) => (
              <tr key={actor.id} data-actor-id={actor.id}>
                <td data-label="Name">{actor.displayName}</td>
                <td data-label="Kind">
                  {KIND_NAMES[actor.kind]}
                  {actor.latestConfigurationVersion !== null && (
                    <span class="muted">, configuration v{actor.latestConfigurationVersion}</span>
                  )}
                </td>
                <td data-label="Status">
                  <span class={`badge status-${actor.status.toLowerCase()}`}>{actor.status}</span>
                </td>
                <td data-label="Id">
                  <ShortId id={actor.id} />
                </td>
                {props.manages && (
                  <td data-label="Actions" class="row-actions">
                    {actor.status === 'ACTIVE' && actor.kind === 'AI_AGENT' && (
                      <PublishConfiguration agent={actor} onDone={load} />
                    )}
                    {actor.status === 'ACTIVE' && <DeactivateActor actor={actor} onDone={load} />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <nav class="pager" aria-label="Actor pages">
          <button type="button" onClick={() => void more()}>
            Older actors
          </button>
        </nav>
      )}
    </section>
  );
}

function RegisterActor(props: { onDone: () => void }) {
  const { api } = useSession();
  return (
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
      onDone={props.onDone}
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
  );
}

/** The agent's next configuration version: the agent is the row's, the version its latest plus one. */
function PublishConfiguration(props: { agent: ActorRow; onDone: () => void }) {
  const { api } = useSession();
  const { agent } = props;
  return (
    <ActionForm
      label="Publish configuration"
      confirmLabel={`Publish for ${agent.displayName}`}
      run={async (form) => {
        let configuration: unknown;
        try {
          configuration = JSON.parse(String(form.get('configuration') ?? ''));
        } catch (error) {
          return `The configuration is not JSON: ${(error as Error).message}`;
        }
        return (
          await api.request(PublishConfigurationDocument, {
            input: { agentId: agent.id, version: Number(text(form, 'version')), configuration, eventId: newId() },
          })
        ).publishAgentConfiguration;
      }}
      done={(result) =>
        result.__typename === 'PublishAgentConfigurationSuccess'
          ? `Published configuration v${result.agentConfiguration.version} of ${result.agentConfiguration.agent.displayName}.`
          : 'The configuration version was published.'
      }
      onDone={props.onDone}
    >
      <Field label="Version" hint="The agent's latest version plus one">
        <input name="version" type="number" min={1} required defaultValue={String((agent.latestConfigurationVersion ?? 0) + 1)} />
      </Field>
      <Field label="Configuration (JSON)">
        <textarea name="configuration" rows={4} required defaultValue={'{\n  "model": "model-a"\n}'} />
      </Field>
    </ActionForm>
  );
}

function DeactivateActor(props: { actor: ActorRow; onDone: () => void }) {
  const { api } = useSession();
  const { actor } = props;
  return (
    <ActionForm
      label="Deactivate"
      confirmLabel={`Confirm: deactivate ${actor.displayName}`}
      danger
      description="Its tokens stop authenticating and it can no longer act or be claimed for. Its history stays."
      run={async () =>
        (await api.request(DeactivateActorDocument, { input: { actorId: actor.id, eventId: newId() } })).deactivateActor
      }
      done={() => `${actor.displayName} was deactivated.`}
      onDone={props.onDone}
    />
  );
}
