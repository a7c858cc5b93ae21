// Writes schema.graphql from the Pothos schema. A test fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../src/schema/index.js';

writeFileSync(new URL('../schema.graphql', import.meta.url), `${printSchema(schema)}\n`);
console.log('wrote schema.graphql');
