-- Evidence contents, stored once per organization by their SHA-256 (issue 30).
--
-- A model or tool call's large values (message contents, a response, tool arguments and results of
-- 256 bytes or more, as jsonb text) are kept here once and referenced from the event's payload by
-- digest, and a model request whose messages begin with an earlier request's of the same Attempt
-- stores only what it adds. The ledger event stays the one record of each call: this table holds
-- no Attempt, call or sequence, only bytes by their hash, and is read only to fill payloads in.
--
-- The stored forms are payload versions of their own (llm.request@2, llm.response@2, tool.call@3
-- and @4, tool.result@3 and @4: event_kinds.stored_form_of names the version each stores), so a
-- reference can never be mistaken for a value a Runner sent: in a stored version a slot's place and
-- shape are fixed by the version. An event's digest covers its stored form, and a reference is its
-- content's SHA-256, so the chain still covers every byte (verify_ledger checks both).

create table workforce.contents (
  organization_id uuid not null references workforce.organizations,
  -- sha256 of content; content is the value's jsonb text in UTF-8 (the canonical form the event
  -- digest already uses for payloads).
  sha256 bytea not null check (octet_length(sha256) = 32),
  byte_size integer not null check (byte_size = octet_length(content)),
  content bytea not null,
  primary key (organization_id, sha256)
);

-- Content is written once and never changed; retention may delete it (its events stay).
create trigger contents_no_update before update on workforce.contents
  for each row execute function workforce.refuse_mutation();

-- The stored form of one slot: {"sha256", "size"} for a value stored apart; an object kept inline is
-- wrapped as {"inline": value} (so no inline value reads as a reference); anything else as sent.
create function workforce.content_slot(p_value jsonb) returns jsonb
language plpgsql immutable parallel safe as $$
declare
  body bytea := convert_to(p_value::text, 'UTF8');
begin
  if octet_length(body) >= 256 then
    return jsonb_build_object('sha256', encode(sha256(body), 'hex'), 'size', octet_length(body));
  elsif jsonb_typeof(p_value) = 'object' then
    return jsonb_build_object('inline', p_value);
  end if;
  return p_value;
end
$$;

create function workforce.stored_message(p_message jsonb) returns jsonb
language sql immutable parallel safe
return case when jsonb_typeof(p_message) = 'object' and p_message ? 'content'
            then jsonb_set(p_message, '{content}', workforce.content_slot(p_message->'content')) else p_message end;

-- The one slot of a response or a tool call or result; a request's slots are its messages' contents.
create function workforce.content_slot_key(p_kind text) returns text
language sql immutable parallel safe
return case p_kind when 'llm.response' then 'content' when 'tool.call' then 'arguments' when 'tool.result' then 'result' end;

-- The running digest of a request's stored messages: sha256(previous || message) per message, from
-- 32 zero bytes. A request records it over its whole conversation, so a later request that begins
-- with the same messages reaches the same value at that count, and one that continues it goes on
-- from it.
create function workforce.messages_digest(p_previous bytea, p_messages jsonb) returns bytea
language plpgsql immutable parallel safe as $$
declare
  d bytea := p_previous;
  m jsonb;
begin
  for m in select value from jsonb_array_elements(p_messages) with ordinality x(value, n) order by n loop
    d := sha256(d || convert_to(m::text, 'UTF8'));
  end loop;
  return d;
end
$$;

create function workforce.zero_digest() returns bytea
language sql immutable parallel safe
return '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea;

-- How many messages a recorded request holds and their running digest: from its stored form, or
-- computed from the messages of a request recorded inline (before issue 30).
create function workforce.request_messages(p_version integer, p_payload jsonb, out message_count integer, out digest bytea)
language plpgsql immutable parallel safe as $$
begin
  if p_version = 2 then
    message_count := (p_payload->'messages'->>'count')::integer;
    digest := decode(p_payload->'messages'->>'digest', 'hex');
  else
    message_count := jsonb_array_length(p_payload->'messages');
    digest := workforce.messages_digest(workforce.zero_digest(),
      (select coalesce(jsonb_agg(workforce.stored_message(m) order by n), '[]') from jsonb_array_elements(p_payload->'messages') with ordinality x(m, n)));
  end if;
end
$$;

-- Stores the values evidence_form set apart (each once per organization). One insert of one row at
-- a time: on Citus an INSERT … SELECT from no table cannot be planned inside a delegated function.
create function workforce.store_contents(p_organization_id uuid, p_values jsonb) returns void
language plpgsql as $$
declare
  v jsonb;
  b bytea;
begin
  for v in select x.value from jsonb_array_elements(p_values) x loop
    b := convert_to(v::text, 'UTF8');
    insert into workforce.contents (organization_id, sha256, byte_size, content)
    values (p_organization_id, sha256(b), octet_length(b), b)
    on conflict do nothing;
  end loop;
end
$$;

-- Whether a kind's payload version is a stored form: event_kinds.stored_form_of, spelled out so it
-- reads no table (on Citus it runs on shards); test/db/evidence.test.ts keeps the two equal.
create function workforce.is_stored_form(p_kind text, p_version integer) returns boolean
language sql immutable parallel safe
return case when p_kind in ('llm.request', 'llm.response') then p_version = 2
            when p_kind in ('tool.call', 'tool.result') then p_version in (3, 4) else false end;

-- The references an event's payload holds, as {"sha256", "size"}: none unless it is a stored form.
create function workforce.content_refs(p_kind text, p_version integer, p_payload jsonb) returns setof jsonb
language sql immutable parallel safe as $$
  select m->'content' from jsonb_array_elements(case when p_kind = 'llm.request' and workforce.is_stored_form(p_kind, p_version)
                                                     then p_payload->'messages'->'added' else '[]' end) m
   where jsonb_typeof(m->'content') = 'object' and m->'content' ? 'sha256'
  union all
  select p_payload->workforce.content_slot_key(p_kind)
   where p_kind <> 'llm.request' and workforce.is_stored_form(p_kind, p_version)
     and jsonb_typeof(p_payload->workforce.content_slot_key(p_kind)) = 'object'
     and p_payload->workforce.content_slot_key(p_kind) ? 'sha256';
$$;

-- The contents the requests p_frontier name reference, and those the requests they continue do,
-- back to where each conversation began (a conversation is one Attempt's).
create function workforce.conversation_contents(p_organization_id uuid, p_frontier uuid[]) returns bytea[]
language plpgsql stable as $$
declare
  frontier uuid[] := p_frontier;
  reached bytea[] := '{}';
  more bytea[];
begin
  while cardinality(frontier) > 0 loop
    select coalesce(array_agg(decode(r->>'sha256', 'hex')) filter (where r is not null), '{}'),
           coalesce(array_agg(distinct (e.payload->'messages'->'after'->>'event_id')::uuid)
                      filter (where e.payload_version = 2 and e.payload->'messages' ? 'after'), '{}')
      into more, frontier
      from workforce.events e
      left join lateral workforce.content_refs(e.kind, e.payload_version, e.payload) r on true
     where e.organization_id = p_organization_id and e.event_id = any(frontier);
    reached := reached || more;
  end loop;
  return reached;
end
$$;

-- Whether every content a request and the requests it continues reference is stored. One lookup a
-- content: Citus refuses a subquery correlated with such a list inside a delegated call (tried).
create function workforce.conversation_whole(p_request workforce.events) returns boolean
language plpgsql stable as $$
declare
  d bytea;
begin
  foreach d in array workforce.conversation_contents(p_request.organization_id, array[p_request.event_id]) loop
    perform from workforce.contents where organization_id = p_request.organization_id and sha256 = d;
    if not found then
      return false;
    end if;
  end loop;
  return true;
end
$$;

-- The latest llm.request of an Attempt, other than p_except, with the given call id when one is
-- given: what a request continues.
create function workforce.latest_request(p_organization_id uuid, p_attempt_id uuid, p_except uuid, p_call_id text)
returns workforce.events
language plpgsql stable as $$
declare
  e workforce.events;
begin
  select * into e from workforce.events
   where organization_id = p_organization_id and attempt_id = p_attempt_id and kind = 'llm.request'
     and event_id <> coalesce(p_except, '00000000-0000-0000-0000-000000000000')
     and (p_call_id is null or payload->>'call_id' = p_call_id)
   order by org_seq desc limit 1;
  return e;
end
$$;

-- The stored form's payload version of a kind's version as sent (event_kinds.stored_form_of, spelled
-- out so it reads no table; test/db/evidence.test.ts keeps the two equal), or null.
create function workforce.stored_version(p_kind text, p_version integer) returns integer
language sql immutable parallel safe
return case when p_kind in ('llm.request', 'llm.response') and p_version = 1 then 2
            when p_kind in ('tool.call', 'tool.result') and p_version in (1, 2) then p_version + 2 end;

-- The form an evidence event is stored in, from the payload as sent (nothing is written here).
-- A request with a content to store apart, or one it continues, takes its stored version (else it
-- is kept as sent): its messages become {count, digest, added, after?},
-- where `after` names the earlier request of the same Attempt whose messages it begins with (the
-- latest one, when its messages are a prefix of these and not small; or the one p_continues_call_id
-- names, whose messages these continue) and `added` holds the rest. A response, call or result takes
-- its stored version only when its slot is stored apart. Returns {version, payload, contents}, `contents`
-- being the values to store apart (store_contents), or a refusal. One pass over the messages: each
-- SPI query here costs about as much as the hashing, so stored_message's rule is spelled out in the
-- loop rather than called per message (request_messages calls it: only for an old inline base).
create function workforce.evidence_form(
  p_organization_id uuid, p_attempt_id uuid, p_event_id uuid, p_kind text, p_payload_version integer, p_payload jsonb,
  p_continues_call_id text, p_retried workforce.events
) returns jsonb
language plpgsql stable as $$
declare
  stored_version integer := workforce.stored_version(p_kind, p_payload_version);
  key text := workforce.content_slot_key(p_kind);
  body bytea;
  m jsonb;
  sm jsonb;
  stored jsonb[] := '{}';
  contents jsonb[] := '{}';
  n integer := 0;
  base workforce.events;
  base_count integer := 0;
  base_digest bytea;
  prefix bytea;
  d bytea := '\x0000000000000000000000000000000000000000000000000000000000000000';
  added jsonb;
  after jsonb;
begin
  if p_continues_call_id is not null and p_kind <> 'llm.request' then
    return workforce.refusal('WF041', format('only an llm.request continues an earlier call, not %s', p_kind),
      jsonb_build_object('kind', p_kind, 'continues_call_id', p_continues_call_id));
  end if;
  if stored_version is null then
    return jsonb_build_object('version', p_payload_version, 'payload', p_payload, 'contents', '[]'::jsonb);
  end if;
  if p_kind <> 'llm.request' then
    if p_payload ? key then
      body := convert_to((p_payload->key)::text, 'UTF8');
    end if;
    if body is null or octet_length(body) < 256 then
      return jsonb_build_object('version', p_payload_version, 'payload', p_payload, 'contents', '[]'::jsonb);
    end if;
    return jsonb_build_object('version', stored_version, 'contents', jsonb_build_array(p_payload->key),
      'payload', jsonb_set(p_payload, array[key],
        jsonb_build_object('sha256', encode(sha256(body), 'hex'), 'size', octet_length(body))));
  end if;
  -- Small messages (their whole text under the threshold) hold nothing to store apart, and are not
  -- worth continuing: kept as sent, without a query.
  if p_continues_call_id is null and octet_length((p_payload->'messages')::text) < 256 then
    return jsonb_build_object('version', p_payload_version, 'payload', p_payload, 'contents', '[]'::jsonb);
  end if;
  -- What it continues: the request the Runner names, or the Attempt's latest one, looked for only
  -- when the messages are large enough for a continuation to save anything (a prefix is at most
  -- their size; this request's digest still lets a later one continue it).
  if p_attempt_id is not null and (p_continues_call_id is not null or pg_column_size(p_payload->'messages') >= 512) then
    -- A retry is judged against what its event continued, whatever was appended since (a later
    -- request may have taken the same call id).
    if p_retried.payload_version = 2 and p_retried.kind = 'llm.request' and p_retried.payload->'messages' ? 'after' then
      select * into base from workforce.events
       where organization_id = p_organization_id and event_id = (p_retried.payload->'messages'->'after'->>'event_id')::uuid
         and (p_continues_call_id is null or payload->>'call_id' = p_continues_call_id);
    end if;
    if base.event_id is null then
      base := workforce.latest_request(p_organization_id, p_attempt_id, p_event_id, p_continues_call_id);
    end if;
  end if;
  if base.event_id is null and p_continues_call_id is not null then
    return workforce.refusal('WF041',
      format('attempt %s has no llm.request with call id %s to continue', p_attempt_id, p_continues_call_id),
      jsonb_build_object('attempt_id', p_attempt_id, 'continues_call_id', p_continues_call_id));
  end if;
  if base.event_id is not null then
    select r.message_count, r.digest into base_count, base_digest
      from workforce.request_messages(base.payload_version, base.payload) r;
  end if;
  -- A Runner's continuation brings only new messages: what it continues must still be stored whole
  -- (retention may have deleted an old conversation's contents; sent whole, they are stored again).
  if p_continues_call_id is not null and p_retried.event_id is null
     and base.org_seq <= coalesce(workforce.evidence_expired_through(p_organization_id), 0)
     and not workforce.conversation_whole(base) then
    return workforce.refusal('WF041',
      format('the conversation of call %s of attempt %s is no longer stored whole (retention deleted its contents): '
        || 'send the whole conversation instead of continuing it', p_continues_call_id, p_attempt_id),
      jsonb_build_object('attempt_id', p_attempt_id, 'continues_call_id', p_continues_call_id));
  end if;
  if p_continues_call_id is not null then
    d := base_digest;
  end if;
  -- The stored messages and the contents to store apart, in one pass.
  for m in select x.value from jsonb_array_elements(p_payload->'messages') with ordinality x(value, i) order by x.i loop
    sm := m;
    if jsonb_typeof(m) = 'object' and m ? 'content' then
      body := convert_to((m->'content')::text, 'UTF8');
      if octet_length(body) >= 256 then
        contents := contents || (m->'content');
        sm := jsonb_set(m, '{content}', jsonb_build_object('sha256', encode(sha256(body), 'hex'), 'size', octet_length(body)));
      elsif jsonb_typeof(m->'content') = 'object' then
        sm := jsonb_set(m, '{content}', jsonb_build_object('inline', m->'content'));
      end if;
    end if;
    stored := stored || sm;
  end loop;
  -- Nothing to store apart and nothing it continues: kept as sent, as a small response is (a later
  -- request continues it all the same: request_messages reads an inline request's digest).
  if cardinality(contents) = 0 and base.event_id is null then
    return jsonb_build_object('version', p_payload_version, 'payload', p_payload, 'contents', '[]'::jsonb);
  end if;
  -- Their running digest, and where it stood after the base's count.
  foreach sm in array stored loop
    n := n + 1;
    d := sha256(d || convert_to(sm::text, 'UTF8'));
    if n = base_count then
      prefix := d;
    end if;
  end loop;
  if p_continues_call_id is not null then
    added := to_jsonb(stored);
    after := jsonb_build_object('event_id', base.event_id, 'count', base_count);
    n := base_count + n;
  elsif base_count > 0 and prefix = base_digest then
    added := to_jsonb(stored[base_count + 1:]);
    after := jsonb_build_object('event_id', base.event_id, 'count', base_count);
  elsif cardinality(contents) = 0 then
    return jsonb_build_object('version', p_payload_version, 'payload', p_payload, 'contents', '[]'::jsonb);
  else
    added := to_jsonb(stored);
  end if;
  return jsonb_build_object('version', stored_version, 'contents', to_jsonb(contents), 'payload',
    (p_payload - 'messages') || jsonb_build_object('messages',
      jsonb_build_object('count', n, 'digest', encode(d, 'hex'), 'added', coalesce(added, '[]'))
      || case when after is null then '{}' else jsonb_build_object('after', after) end));
end
$$;

-- Whether a recorded evidence event holds the same facts as a payload as sent, whose stored form is
-- p_form: two requests by their messages' count and digest (which continuation each was stored as
-- depends on what came before it), anything else by its payload as sent or its stored form.
create function workforce.same_evidence(e workforce.events, p_payload_version integer, p_payload jsonb, p_form jsonb)
returns boolean
language plpgsql stable as $$
declare
  sent_count integer;
  sent_digest bytea;
begin
  if e.payload_version = (p_form->>'version')::integer and e.payload_version = p_payload_version then
    return e.payload = p_payload;
  elsif e.kind <> 'llm.request' then
    return e.payload_version = (p_form->>'version')::integer and e.payload = p_form->'payload';
  elsif (e.payload - 'messages') <> (p_payload - 'messages') then
    return false;
  end if;
  if (p_form->>'version')::integer = 2 then
    sent_count := (p_form->'payload'->'messages'->>'count')::integer;
    sent_digest := decode(p_form->'payload'->'messages'->>'digest', 'hex');
  else
    select r.message_count, r.digest into sent_count, sent_digest from workforce.request_messages(p_payload_version, p_payload) r;
  end if;
  return (select r.message_count = sent_count and r.digest = sent_digest
            from workforce.request_messages(e.payload_version, e.payload) r);
end
$$;

-- What is wrong with a stored evidence event's references, or null: a content row missing (unless
-- retention deleted it: p_expired_through) or not matching its digest, or a request whose `after` is not an earlier request of its Attempt or whose
-- count and digest do not follow from it.
create function workforce.evidence_break(e workforce.events, p_expired_through bigint) returns text
language plpgsql stable as $$
declare
  ref jsonb;
  c workforce.contents;
  base workforce.events;
  base_count integer;
  base_digest bytea;
  added jsonb := e.payload->'messages'->'added';
begin
  for ref in select r from workforce.content_refs(e.kind, e.payload_version, e.payload) r loop
    select * into c from workforce.contents where organization_id = e.organization_id and sha256 = decode(ref->>'sha256', 'hex');
    if c.sha256 is null then
      -- Deleted by retention, which recorded evidence.expired through this event or later.
      if e.org_seq <= coalesce(p_expired_through, 0) then
        continue;
      end if;
      return format('content %s referenced by event #%s is missing', ref->>'sha256', e.org_seq);
    elsif sha256(c.content) <> c.sha256 or c.byte_size <> (ref->>'size')::integer then
      return format('content %s referenced by event #%s does not match its digest: it was changed after it was stored',
        ref->>'sha256', e.org_seq);
    end if;
  end loop;
  if e.kind <> 'llm.request' then
    return null;
  end if;
  if e.payload->'messages' ? 'after' then
    select * into base from workforce.events
     where organization_id = e.organization_id and event_id = (e.payload->'messages'->'after'->>'event_id')::uuid;
    if base.event_id is null or base.kind <> 'llm.request' or base.attempt_id is distinct from e.attempt_id or base.org_seq >= e.org_seq then
      return format('event #%s continues %s, which is not an earlier model request of its attempt', e.org_seq,
        e.payload->'messages'->'after'->>'event_id');
    end if;
    select r.message_count, r.digest into base_count, base_digest from workforce.request_messages(base.payload_version, base.payload) r;
    if base_count <> (e.payload->'messages'->'after'->>'count')::integer then
      return format('event #%s continues %s messages of event #%s, which holds %s', e.org_seq,
        e.payload->'messages'->'after'->>'count', base.org_seq, base_count);
    end if;
  else
    base_count := 0;
    base_digest := workforce.zero_digest();
  end if;
  if (e.payload->'messages'->>'count')::integer <> base_count + jsonb_array_length(added)
     or e.payload->'messages'->>'digest' <> encode(workforce.messages_digest(base_digest, added), 'hex') then
    return format('the messages of event #%s do not match their digest', e.org_seq);
  end if;
  -- A request retention keeps whole continues requests it may have expired the contents of: those
  -- it reaches must all be there (retention keeps them; only something else removes them).
  while e.org_seq > coalesce(p_expired_through, 0) and base.event_id is not null
        and base.org_seq <= coalesce(p_expired_through, 0) loop
    for ref in select r from workforce.content_refs(base.kind, base.payload_version, base.payload) r loop
      perform from workforce.contents where organization_id = e.organization_id and sha256 = decode(ref->>'sha256', 'hex');
      if not found then
        return format('content %s, which event #%s continues from event #%s, is missing', ref->>'sha256', e.org_seq, base.org_seq);
      end if;
    end loop;
    if base.payload_version = 2 and base.payload->'messages' ? 'after' then
      select * into base from workforce.events
       where organization_id = e.organization_id and event_id = (base.payload->'messages'->'after'->>'event_id')::uuid;
    else
      base := null;
    end if;
  end loop;
  return null;
end
$$;

-- Retention (docs/evidence.md): an organization may keep evidence contents for a period. Contents
-- referenced by no evidence event recorded within it (nor by an earlier request that one continues)
-- are deleted in bounded batches; the events stay, and each batch records evidence.expired with
-- the last event it covers, so verify_ledger tells content retention deleted from content that
-- went missing. Entities (goals, outcomes, receipts) are not contents: they are never expired.

-- The organization's retention period in seconds, or null (keep everything): its latest
-- evidence.retention_set.
create function workforce.evidence_retention(p_organization_id uuid) returns integer
language plpgsql stable as $$
declare
  seconds integer;
begin
  select (e.payload->>'older_than_seconds')::integer into seconds from workforce.events e
   where e.organization_id = p_organization_id and e.kind = 'evidence.retention_set'
   order by e.org_seq desc limit 1;
  return seconds;
end
$$;

-- The last event any evidence.expired covers: content its events referenced may be gone.
create function workforce.evidence_expired_through(p_organization_id uuid) returns bigint
language plpgsql stable as $$
declare
  through bigint;
begin
  -- The largest, not the latest: a period made longer later covers less.
  select max((e.payload->>'through_seq')::bigint) into through from workforce.events e
   where e.organization_id = p_organization_id and e.kind = 'evidence.expired';
  return through;
end
$$;

-- Sets the retention period (null: keep everything), recorded as evidence.retention_set when it
-- changes. SYSTEM callers only.
create function workforce.set_evidence_retention(p_organization_id uuid, p_caller_id uuid, p_older_than_seconds integer)
returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  current integer;
  e events;
begin
  perform require_maintenance_caller(p_organization_id, p_caller_id, null);
  if p_older_than_seconds is not null and p_older_than_seconds < 1 then
    perform fail('WF030', 'the retention period must be at least one second',
      jsonb_build_object('issues', jsonb_build_array(jsonb_build_object('path', 'olderThan', 'message', 'must be at least one second'))));
  end if;
  perform from organization_heads where organization_id = p_organization_id for no key update;
  current := evidence_retention(p_organization_id);
  if current is not distinct from p_older_than_seconds then
    return jsonb_build_object('changed', false, 'older_than_seconds', current);
  end if;
  e := ledger_append(p_organization_id, null, 'evidence.retention_set',
    jsonb_build_object('older_than_seconds', p_older_than_seconds), p_caller_id, p_caller_id);
  return jsonb_build_object('changed', true, 'older_than_seconds', p_older_than_seconds);
end
$$;

-- The last event recorded before p_before: a binary search over org_seq (recorded_at follows it:
-- ledger_append takes the time after the head lock), a few primary-key reads however long the ledger.
create function workforce.last_event_before(p_organization_id uuid, p_before timestamptz) returns bigint
language plpgsql stable as $$
declare
  lo bigint := 0;
  hi bigint := (select last_seq from workforce.organization_heads where organization_id = p_organization_id);
  mid bigint;
begin
  while lo < hi loop
    mid := (lo + hi + 1) / 2;
    if (select recorded_at from workforce.events where organization_id = p_organization_id and org_seq = mid) < p_before then
      lo := mid;
    else
      hi := mid - 1;
    end if;
  end loop;
  return lo;
end
$$;

-- What one batch of retention may delete: the contents evidence events in (p_from, p_to]
-- reference, directly or through the requests at or before p_from they continue, as SHA-256
-- digests; and the Attempts of those requests (the only ones a later request can continue them in).
create function workforce.expiry_candidates(p_organization_id uuid, p_from bigint, p_to bigint,
                                            out contents bytea[], out attempt_ids uuid[])
language plpgsql stable as $$
declare
  continued uuid[];
begin
  select coalesce(array_agg(distinct decode(r->>'sha256', 'hex')) filter (where r is not null), '{}'),
         coalesce(array_agg(distinct e.attempt_id) filter (where e.kind = 'llm.request'), '{}'),
         coalesce(array_agg(distinct (e.payload->'messages'->'after'->>'event_id')::uuid)
                    filter (where e.kind = 'llm.request' and e.payload_version = 2 and e.payload->'messages' ? 'after'), '{}')
    into contents, attempt_ids, continued
    from workforce.events e
    left join lateral workforce.content_refs(e.kind, e.payload_version, e.payload) r on true
   where e.organization_id = p_organization_id and e.org_seq > p_from and e.org_seq <= p_to
     and e.kind in ('llm.request', 'llm.response', 'tool.call', 'tool.result');
  -- Where a conversation leaves the range: it reaches the contents of what it continues.
  select coalesce(array_agg(b.event_id), '{}') into continued from workforce.events b
   where b.organization_id = p_organization_id and b.event_id = any(continued) and b.org_seq <= p_from;
  contents := contents || conversation_contents(p_organization_id, continued);
end
$$;

-- Of p_candidates, the contents evidence events after p_after still reference: directly, or
-- through the earlier requests of p_attempt_ids they continue. One pass over the events after
-- p_after, matching each reference against the candidates by hashing (a custom plan makes the
-- array a constant, which PostgreSQL hashes), so a long period costs reading it, not memory.
create function workforce.contents_still_referenced(p_organization_id uuid, p_after bigint, p_candidates bytea[],
                                                    p_attempt_ids uuid[])
returns bytea[]
language plpgsql stable set plan_cache_mode = force_custom_plan as $$
declare
  referenced bytea[];
  crossing uuid[];
begin
  select coalesce(array_agg(distinct x.d), '{}') into referenced
    from (select decode(r->>'sha256', 'hex') as d
            from workforce.events e cross join lateral workforce.content_refs(e.kind, e.payload_version, e.payload) r
           where e.organization_id = p_organization_id and e.org_seq > p_after
             and e.kind in ('llm.request', 'llm.response', 'tool.call', 'tool.result')) x
   where x.d = any(p_candidates);
  -- The later requests of those Attempts that continue one at or before p_after.
  select coalesce(array_agg(b.event_id), '{}') into crossing from workforce.events b
   where b.organization_id = p_organization_id and b.org_seq <= p_after
     and b.event_id = any(array(
       select distinct (e.payload->'messages'->'after'->>'event_id')::uuid from workforce.events e
        where e.organization_id = p_organization_id and e.attempt_id = any(p_attempt_ids) and e.org_seq > p_after
          and e.kind = 'llm.request' and e.payload_version = 2 and e.payload->'messages' ? 'after'));
  return referenced || array(select d from unnest(conversation_contents(p_organization_id, crossing)) d
                              where d = any(p_candidates));
end
$$;

-- One batch of retention: the events recorded before the organization's retention period began,
-- p_batch_size of them at a time from where the last batch stopped (the largest evidence.expired
-- through_seq). It deletes the contents those events reference that no later event does (nor an
-- earlier request a later one continues), and records evidence.expired through the batch's last
-- event, deleting or not, so the next batch starts after it. What later events reference is read
-- without the head lock, then completed under it with what was appended meanwhile; an append stores
-- its contents after taking the head (append_event_item), so it either commits before this batch
-- reads it, or stores its contents again after. Reads the period's events once a batch, and holds
-- in memory only the batch's contents. Planned as the commands are (every statement reads by a key,
-- whatever the tables' statistics say after a bulk load). SYSTEM callers only.
-- Returns {older_than_seconds, through_seq, cutoff, deleted, bytes, done}.
create function workforce.expire_evidence(p_organization_id uuid, p_caller_id uuid, p_batch_size integer,
  p_until bigint default null) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan
set enable_seqscan = off as $$
declare
  period integer;
  cutoff bigint;
  done_through bigint;
  through bigint;
  seen bigint;
  batch record;
  candidates bytea[];
  live bytea[] := '{}';
  deleted integer := 0;
  bytes bigint := 0;
begin
  perform require_maintenance_caller(p_organization_id, p_caller_id, null);
  if p_batch_size is null or p_batch_size < 1 then
    perform fail('WF030', 'the retention batch size must be a positive number',
      jsonb_build_object('issues', jsonb_build_array(jsonb_build_object('path', 'batchSize', 'message', 'must be a positive number'))));
  end if;
  period := evidence_retention(p_organization_id);
  if period is null then
    return jsonb_build_object('older_than_seconds', null, 'through_seq', null, 'cutoff', null, 'deleted', 0, 'bytes', 0,
      'done', true);
  end if;
  cutoff := last_event_before(p_organization_id, now() - make_interval(secs => period));
  -- A run goes no further than the cut its first batch found (p_until), however far the period moved.
  cutoff := least(cutoff, p_until);
  done_through := coalesce(evidence_expired_through(p_organization_id), 0);
  if done_through >= cutoff then
    return jsonb_build_object('older_than_seconds', period, 'through_seq', nullif(done_through, 0), 'cutoff', cutoff,
      'deleted', 0, 'bytes', 0, 'done', true);
  end if;
  through := least(cutoff, done_through + p_batch_size);
  select * into batch from expiry_candidates(p_organization_id, done_through, through);
  -- Those still stored (an earlier batch kept what later events referenced).
  select coalesce(array_agg(c.sha256), '{}') into candidates from contents c
   where c.organization_id = p_organization_id and c.sha256 = any(batch.contents);
  seen := (select last_seq from organization_heads where organization_id = p_organization_id);
  if cardinality(candidates) > 0 then
    live := contents_still_referenced(p_organization_id, through, candidates, batch.attempt_ids);
  end if;
  perform from organization_heads where organization_id = p_organization_id for no key update;
  -- A period set meanwhile (set_evidence_retention takes the head too) is the one to keep: stop here.
  if evidence_retention(p_organization_id) is distinct from period then
    return jsonb_build_object('older_than_seconds', period, 'through_seq', nullif(done_through, 0), 'cutoff', cutoff,
      'deleted', 0, 'bytes', 0, 'done', true);
  end if;
  if cardinality(candidates) > 0 then
    -- What was appended since the read above, now that no append can run alongside.
    live := live || contents_still_referenced(p_organization_id, seen, candidates, batch.attempt_ids);
    with gone as (
      delete from contents c
       where c.organization_id = p_organization_id
         and c.sha256 in (select unnest(candidates) except select unnest(live))
      returning c.byte_size)
    select count(*), coalesce(sum(byte_size), 0) into deleted, bytes from gone;
  end if;
  perform ledger_append(p_organization_id, null, 'evidence.expired',
    jsonb_build_object('older_than_seconds', period, 'through_seq', through, 'contents_deleted', deleted, 'bytes_deleted', bytes),
    p_caller_id, p_caller_id);
  return jsonb_build_object('older_than_seconds', period, 'through_seq', through, 'cutoff', cutoff, 'deleted', deleted,
    'bytes', bytes, 'done', through >= cutoff);
end
$$;
