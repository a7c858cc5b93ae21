-- Evidence contents, stored once per organization by their SHA-256 (issue 30).
--
-- A model or tool call's large values (message contents, a response, tool arguments and results of
-- CONTENT_THRESHOLD bytes or more) are kept here once and referenced from the event's payload by
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

-- A value of at least this many bytes (its jsonb text) is stored apart and referenced.
create function workforce.content_threshold() returns integer
language sql immutable parallel safe
return 256;

-- The stored form of one slot: {"sha256", "size"} for a value stored apart; an object kept inline is
-- wrapped as {"inline": value} (so no inline value reads as a reference); anything else as sent.
create function workforce.content_slot(p_value jsonb) returns jsonb
language plpgsql immutable parallel safe as $$
declare
  body bytea := convert_to(p_value::text, 'UTF8');
begin
  if octet_length(body) >= workforce.content_threshold() then
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

-- The values of a payload as sent that are stored apart: each slot of at least the threshold.
create function workforce.content_values(p_kind text, p_payload jsonb) returns jsonb[]
language sql immutable parallel safe
return case when p_kind = 'llm.request'
  then array(select m->'content' from jsonb_array_elements(p_payload->'messages') m
              where jsonb_typeof(m) = 'object' and m ? 'content'
                and octet_length(convert_to((m->'content')::text, 'UTF8')) >= workforce.content_threshold())
  else array(select p_payload->workforce.content_slot_key(p_kind)
              where p_payload ? workforce.content_slot_key(p_kind)
                and octet_length(convert_to((p_payload->workforce.content_slot_key(p_kind))::text, 'UTF8')) >= workforce.content_threshold())
  end;

-- Stores the values content_values names (each once per organization). One insert of one row at a
-- time: on Citus an INSERT … SELECT from no table cannot be planned inside a delegated function.
create function workforce.store_contents(p_organization_id uuid, p_values jsonb[]) returns void
language plpgsql as $$
declare
  v jsonb;
  b bytea;
begin
  foreach v in array p_values loop
    b := convert_to(v::text, 'UTF8');
    insert into workforce.contents (organization_id, sha256, byte_size, content)
    values (p_organization_id, sha256(b), octet_length(b), b)
    on conflict do nothing;
  end loop;
end
$$;

-- The references a stored payload holds, as {"sha256", "size"}.
create function workforce.content_refs(p_kind text, p_payload jsonb) returns setof jsonb
language sql immutable parallel safe as $$
  select m->'content' from jsonb_array_elements(case when p_kind = 'llm.request' then p_payload->'messages'->'added' else '[]' end) m
   where jsonb_typeof(m->'content') = 'object' and m->'content' ? 'sha256'
  union all
  select p_payload->workforce.content_slot_key(p_kind)
   where p_kind <> 'llm.request' and jsonb_typeof(p_payload->workforce.content_slot_key(p_kind)) = 'object'
     and p_payload->workforce.content_slot_key(p_kind) ? 'sha256';
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

-- The form an evidence event is stored in, from the payload as sent (nothing is written here).
-- A request always takes its stored version: its messages become {count, digest, added, after?},
-- where `after` names the earlier request of the same Attempt whose messages it begins with (the
-- latest one, when its messages are a prefix of these; or the one p_continues_call_id names, whose
-- messages these continue) and `added` holds the rest. A response, call or result takes its stored
-- version only when its slot is stored apart. Returns {version, payload} or a refusal.
create function workforce.evidence_form(
  p_organization_id uuid, p_attempt_id uuid, p_event_id uuid, p_kind text, p_payload_version integer, p_payload jsonb,
  p_continues_call_id text
) returns jsonb
language plpgsql stable as $$
declare
  stored_version integer;
  key text := workforce.content_slot_key(p_kind);
  messages jsonb;
  n integer;
  base workforce.events;
  base_count integer;
  base_digest bytea;
  prefix bytea;
  added jsonb;
  after jsonb;
  digest bytea;
begin
  select k.payload_version into stored_version from workforce.event_kinds k
   where k.kind = p_kind and k.stored_form_of = p_payload_version;
  if p_continues_call_id is not null and p_kind <> 'llm.request' then
    return workforce.refusal('WF041', format('only an llm.request continues an earlier call, not %s', p_kind),
      jsonb_build_object('kind', p_kind, 'continues_call_id', p_continues_call_id));
  end if;
  if stored_version is null then
    return jsonb_build_object('version', p_payload_version, 'payload', p_payload);
  end if;
  if p_kind <> 'llm.request' then
    if not p_payload ? key or octet_length(convert_to((p_payload->key)::text, 'UTF8')) < workforce.content_threshold() then
      return jsonb_build_object('version', p_payload_version, 'payload', p_payload);
    end if;
    return jsonb_build_object('version', stored_version,
      'payload', jsonb_set(p_payload, array[key], workforce.content_slot(p_payload->key)));
  end if;
  select coalesce(jsonb_agg(workforce.stored_message(m) order by i), '[]'), count(*)
    into messages, n
    from jsonb_array_elements(p_payload->'messages') with ordinality x(m, i);
  if p_attempt_id is not null then
    base := workforce.latest_request(p_organization_id, p_attempt_id, p_event_id, p_continues_call_id);
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
  if p_continues_call_id is not null then
    added := messages;
    after := jsonb_build_object('event_id', base.event_id, 'count', base_count);
    digest := workforce.messages_digest(base_digest, messages);
    n := base_count + n;
  else
    prefix := workforce.messages_digest(workforce.zero_digest(),
      (select coalesce(jsonb_agg(m order by i), '[]') from jsonb_array_elements(messages) with ordinality x(m, i)
        where i <= coalesce(base_count, 0)));
    if base.event_id is not null and base_count > 0 and base_count <= n and prefix = base_digest then
      added := (select coalesce(jsonb_agg(m order by i), '[]') from jsonb_array_elements(messages) with ordinality x(m, i)
                 where i > base_count);
      after := jsonb_build_object('event_id', base.event_id, 'count', base_count);
      digest := workforce.messages_digest(prefix, added);
    else
      added := messages;
      digest := workforce.messages_digest(workforce.zero_digest(), messages);
    end if;
  end if;
  return jsonb_build_object('version', stored_version, 'payload',
    (p_payload - 'messages') || jsonb_build_object('messages',
      jsonb_build_object('count', n, 'digest', encode(digest, 'hex'), 'added', added)
      || case when after is null then '{}' else jsonb_build_object('after', after) end));
end
$$;

-- Whether a recorded evidence event holds the same facts as a payload as sent, whose stored form is
-- p_form: a request by its messages' count and digest (its `added` depends on what it continued),
-- the rest by their stored form; an event recorded inline before issue 30 by its payload.
create function workforce.same_evidence(e workforce.events, p_payload_version integer, p_payload jsonb, p_form jsonb)
returns boolean
language sql immutable parallel safe
return case
  when e.payload_version = p_payload_version then e.payload = p_payload
  when e.payload_version <> (p_form->>'version')::integer then false
  when e.kind = 'llm.request' then (e.payload - 'messages') = ((p_form->'payload') - 'messages')
    and e.payload->'messages'->'count' = p_form->'payload'->'messages'->'count'
    and e.payload->'messages'->'digest' = p_form->'payload'->'messages'->'digest'
  else e.payload = p_form->'payload' end;

-- What is wrong with a stored evidence event's references, or null: a content row missing or not
-- matching its digest, or a request whose `after` is not an earlier request of its Attempt or whose
-- count and digest do not follow from it.
create function workforce.evidence_break(e workforce.events) returns text
language plpgsql stable as $$
declare
  ref jsonb;
  c workforce.contents;
  base workforce.events;
  base_count integer;
  base_digest bytea;
  added jsonb := e.payload->'messages'->'added';
begin
  for ref in select r from workforce.content_refs(e.kind, e.payload) r loop
    select * into c from workforce.contents where organization_id = e.organization_id and sha256 = decode(ref->>'sha256', 'hex');
    if c.sha256 is null then
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
  return null;
end
$$;
