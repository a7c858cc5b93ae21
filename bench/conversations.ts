// The model calls of bench/evidence.ts: Attempts whose conversations share one system prompt and
// have turns of ordinary, non-repetitive text, the same on every run (a seeded PRNG), and the
// llm.request and llm.response events a Runner records for each call.

const MODEL = 'bench-model';
const VOCABULARY = 800;
const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'br',
  'ch',
  'pl',
  'sh',
  'st',
  'th',
  'tr',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', 'l', 'n', 'r', 's', 't', 'ck', 'nd', 'ng', 'st'];

export interface Turn {
  user: string;
  assistant: string;
}

export interface Conversations {
  system: string;
  /** One list of turns per Attempt, one turn per model call. */
  attempts: Turn[][];
  /** UTF-8 bytes of the distinct strings: the system prompt once, every turn once. */
  distinctBytes: number;
}

/** mulberry32: a small seeded PRNG. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Texts of English-like words (one to three syllables), drawn uniformly from a fixed vocabulary, in sentences. */
function textSource(random: () => number): (chars: number) => string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const words = new Set<string>();
  while (words.size < VOCABULARY) {
    const syllables = 1 + Math.floor(random() * 3);
    words.add(Array.from({ length: syllables }, () => pick(ONSETS) + pick(VOWELS) + pick(CODAS)).join(''));
  }
  const vocabulary = [...words];
  return (chars) => {
    let text = '';
    while (text.length < chars) {
      const sentence = Array.from({ length: 6 + Math.floor(random() * 10) }, () => pick(vocabulary)).join(' ');
      text += `${sentence[0]!.toUpperCase()}${sentence.slice(1)}. `;
    }
    return text.slice(0, chars);
  };
}

/** `attempts` conversations of `calls` turns, `turnChars` characters a message; every string distinct. */
export function conversations(attempts: number, calls: number, systemChars: number, turnChars: number): Conversations {
  const text = textSource(seeded(30));
  const system = text(systemChars);
  const turns = Array.from({ length: attempts }, () =>
    Array.from({ length: calls }, () => ({ user: text(turnChars), assistant: text(turnChars) })),
  );
  const distinct = new Set([system, ...turns.flat().flatMap((t) => [t.user, t.assistant])]);
  if (distinct.size !== 1 + 2 * attempts * calls) throw new Error('conversations: a turn repeats another');
  const distinctBytes = [...distinct].reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  return { system, attempts: turns, distinctBytes };
}

/**
 * Call `k` (from 0) of an Attempt as a Runner records it: the request holds the whole conversation
 * so far (every earlier turn again, as a model API is sent it), the response the new answer.
 */
export function callEvents(system: string, turns: Turn[], k: number, attemptId: string) {
  const turn = turns[k]!;
  const messages = [{ role: 'system', content: system }];
  for (const earlier of turns.slice(0, k)) {
    messages.push({ role: 'user', content: earlier.user }, { role: 'assistant', content: earlier.assistant });
  }
  messages.push({ role: 'user', content: turn.user });
  const call_id = `call-${k + 1}`;
  const inputChars = messages.reduce((sum, m) => sum + m.content.length, 0);
  const usage = { input_tokens: Math.ceil(inputChars / 4), output_tokens: Math.ceil(turn.assistant.length / 4) };
  return [
    { kind: 'llm.request', payloadVersion: 1, attemptId, payload: { call_id, model: MODEL, messages } },
    { kind: 'llm.response', payloadVersion: 1, attemptId, payload: { call_id, model: MODEL, content: turn.assistant, usage } },
  ];
}
