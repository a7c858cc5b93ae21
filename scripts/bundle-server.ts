// The server as one ES module, built by esbuild (the transpiler tsx uses), with the packages left
// external. Run this way, the server starts in 1.5-2 s instead of 4-7 s under load on two cores,
// holds about 50 MB less (110 MB idle against 161 MB through tsx, whose loader runs in a thread
// with its own heap), and needs no dev dependency at run time. The file must sit two folders below a directory holding `sql/` and
// `node_modules/` (the code finds its migrations from import.meta.url): dist/server/cli.mjs in a
// checkout, or a scratch directory with those two linked.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const BUILT_SERVER = fileURLToPath(new URL('../dist/server/cli.mjs', import.meta.url));

export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [fileURLToPath(new URL('../src/cli.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleServer(BUILT_SERVER);
  console.error(`built ${BUILT_SERVER}: start it with npm run start:built`);
}
