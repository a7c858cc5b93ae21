// The HTTP floor's server (bench/http-floor.ts): the cycle floor's row work (bench_floor.step) behind
// a bare node:http server, no GraphQL, no authentication, no guards. Each POST carries one step as
// the bench's GraphQL client sends its input ({variables: {input: {org, assignment, attempt, actor,
// end}}}) and is answered with the event the step wrote, as {data: {event}}.
// With GROUP=on, steps that arrive while CONCURRENCY calls are in flight wait and go together as one
// call of bench_floor.steps (one transaction, one commit), as group commit sends our commands.
// With YOGA=on, the requests go through graphql-yoga (a one-field schema, `event(input)`, its
// defaults otherwise) instead: what GraphQL's framing adds, before any guard or answer of ours.
//   DATABASE_URL=… PORT=… [GROUP=on] [YOGA=on] node bench/http-floor-server.mjs
import { createServer } from 'node:http';
import { GraphQLScalarType } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const grouped = process.env.GROUP === 'on';
const concurrency = 2;
const maxItems = 100;

const one = async (step) => {
  const { rows } = await pool.query({
    name: 'bench_floor_step',
    text: 'select bench_floor.step($1, $2, $3, $4, $5) as event',
    values: [step.org, step.assignment, step.attempt, step.actor, step.end],
  });
  return rows[0].event;
};

const queue = [];
let inFlight = 0;
const pump = () => {
  while (queue.length > 0 && inFlight < concurrency) {
    const group = queue.splice(0, maxItems);
    inFlight++;
    const done = () => {
      inFlight--;
      pump();
    };
    if (group.length === 1) {
      one(group[0].step).then(group[0].resolve, group[0].reject).finally(done);
      continue;
    }
    pool
      .query({
        name: 'bench_floor_steps',
        text: 'select bench_floor.steps($1::jsonb) as events',
        values: [JSON.stringify(group.map((g) => g.step))],
      })
      .then(
        ({ rows }) => {
          for (const [i, g] of group.entries()) g.resolve(rows[0].events[i]);
        },
        (error) => {
          for (const g of group) g.reject(error);
        },
      )
      .finally(done);
  }
};
const send = (step) => {
  if (!grouped) return one(step);
  return new Promise((resolve, reject) => {
    queue.push({ step, resolve, reject });
    pump();
  });
};

const yoga = createYoga({
  schema: createSchema({
    typeDefs: `scalar JSON
      input StepInput { org: ID!, assignment: ID!, attempt: ID!, actor: ID!, end: Boolean! }
      type Query { ok: Boolean }
      type Mutation { event(input: StepInput!): JSON }`,
    resolvers: {
      JSON: new GraphQLScalarType({ name: 'JSON', serialize: (value) => value }),
      Mutation: { event: (_, { input }) => send(input) },
    },
  }),
  logging: false,
});

const bare = (req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    send(JSON.parse(Buffer.concat(chunks).toString()).variables.input).then(
      (event) => {
        const body = JSON.stringify({ data: { event } });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
};
const server = createServer(process.env.YOGA === 'on' ? yoga : bare);
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stderr.write('http floor listening\n'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
  process.exit(0);
});
