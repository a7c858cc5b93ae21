import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the API tests and for client authors: write operations with `graphql(...)`
// from test/gql, run `npm run codegen`, and results and variables are typed from schema.graphql.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['test/api/**/*.ts', 'test/helpers/api.ts'],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'test/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown', ID: 'string' },
      },
    },
  },
};

export default config;
