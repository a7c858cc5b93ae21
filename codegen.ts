import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the API tests and for client authors: write operations with `graphql(...)`
// from test/gql, run `npm run codegen`, and results and variables are typed from schema.graphql.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'test/gql/': {
      documents: ['test/api/**/*.ts', 'test/helpers/api.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown', ID: 'string' },
      },
    },
    // The Runner client (workforce-ledger/client): its documents as typed strings, so that it needs
    // no GraphQL parser at run time.
    'src/client/gql/': {
      documents: ['src/client/*.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        documentMode: 'string',
        scalars: { DateTime: 'string', JSON: 'unknown', ID: 'string' },
      },
    },
    // The operator console (console/, built by Vite): typed strings too, sent by the client's transport.
    'console/src/gql/': {
      documents: ['console/src/**/*.{ts,tsx}', '!console/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        documentMode: 'string',
        scalars: { DateTime: 'string', JSON: 'unknown', ID: 'string' },
      },
    },
  },
};

export default config;
