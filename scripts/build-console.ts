// Builds the operator console (console/) into dist/console/, which the server serves at /console
// (src/console/static.ts). Run by `npm run build:console`, by `npm run build`, and by `prepare`, so
// that `npm ci` on a fresh clone leaves a working console. `--if-possible` (prepare): without Vite,
// as after `npm ci --omit=dev`, it says so and succeeds; /console then answers 503 until a build.
import { fileURLToPath } from 'node:url';

export const CONSOLE_CONFIG = fileURLToPath(new URL('../console/vite.config.ts', import.meta.url));

export async function buildConsole(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: CONSOLE_CONFIG, logLevel: 'warn' });
}

async function viteInstalled(): Promise<boolean> {
  try {
    await import('vite');
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await viteInstalled())) {
    if (!process.argv.includes('--if-possible')) throw new Error('vite is not installed: run npm ci (dev dependencies included)');
    console.error('console: vite is not installed (a production install?); the console is not built');
    process.exit(0);
  }
  await buildConsole();
  console.error('console: built into dist/console/ (served at /console)');
}
