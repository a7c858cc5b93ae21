// Operator consoles for bench/live.ts, in a process of their own (as consoles are on other
// machines): it opens `ledgerEvents` subscriptions over SSE, each on its own connection, and checks
// what each receives. Driven over IPC:
//   { open: { port, subscriptions: [{ token, afterSeq }], query } } -> { opened }
//   { expect: { [token]: headSeq } }  -> { report: { complete, ended, errors, outOfOrder, events } } once every
//                                         subscriber has its organization's head, or 60 s have passed
//   { close: true }                   -> exits
import { request } from 'node:http';

const subscribers = [];

function open(port, token, afterSeq, query) {
  const subscriber = { token, afterSeq, last: afterSeq, events: 0, outOfOrder: 0, ended: false, errors: [], connected: false };
  const body = JSON.stringify({ query, variables: afterSeq === null ? {} : { afterSeq } });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent: false,
        headers: {
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!subscriber.connected) {
              subscriber.connected = true;
              resolve(subscriber);
            }
            if (frame.startsWith('event: complete')) subscriber.ended = true;
            if (!frame.startsWith('event: next')) continue;
            if (frame.includes('"errors"')) {
              subscriber.errors.push(frame.slice(frame.indexOf('data: ') + 6));
              continue;
            }
            // Only the seq is read: parsing every payload would charge the consoles' CPU to the server's latency.
            const seq = Number(/"seq":(\d+)/.exec(frame)?.[1]);
            if (subscriber.last !== null && seq !== subscriber.last + 1) subscriber.outOfOrder += 1;
            subscriber.last = seq;
            subscriber.events += 1;
          }
        });
        res.on('end', () => {
          subscriber.ended = true;
        });
        res.on('error', () => {
          subscriber.ended = true;
        });
      },
    );
    req.on('error', (error) => {
      subscriber.ended = true;
      reject(error);
    });
    req.end(body);
    subscriber.abort = () => req.destroy();
  });
}

process.on('message', async (message) => {
  if (message.open) {
    const { port, subscriptions, query } = message.open;
    const opened = [];
    // In waves, as consoles come and go, not one SYN flood.
    for (let i = 0; i < subscriptions.length; i += 50) {
      opened.push(...(await Promise.all(subscriptions.slice(i, i + 50).map((s) => open(port, s.token, s.afterSeq, query)))));
    }
    subscribers.push(...opened);
    process.send({ opened: opened.length });
  }
  if (message.expect) {
    const deadline = Date.now() + 60_000;
    const done = () => subscribers.every((s) => s.ended || s.last >= message.expect[s.token]);
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    process.send({
      report: {
        subscribers: subscribers.length,
        complete: subscribers.filter((s) => !s.ended && s.last === message.expect[s.token] && s.outOfOrder === 0).length,
        ended: subscribers.filter((s) => s.ended).length,
        errors: subscribers.flatMap((s) => s.errors).slice(0, 5),
        outOfOrder: subscribers.reduce((n, s) => n + s.outOfOrder, 0),
        events: subscribers.reduce((n, s) => n + s.events, 0),
      },
    });
  }
  if (message.close) {
    for (const s of subscribers) s.abort();
    process.exit(0);
  }
});
