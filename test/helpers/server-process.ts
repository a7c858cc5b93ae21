import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { bundleServer as bundle } from '../../scripts/bundle-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server bundled as `npm run build` bundles it, for tests that start it many times (a start
 * through tsx's loader takes 4-7 s under load on two cores, the bundle 1.5-2 s), placed two
 * folders deep in a scratch directory that links `sql/` and `node_modules/`.
 */
export async function bundleServer(): Promise<{ entry: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'workforce-server-'));
  mkdirSync(join(dir, 'src', 'db'), { recursive: true });
  symlinkSync(join(ROOT, 'sql'), join(dir, 'sql'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const entry = join(dir, 'src', 'db', 'cli.mjs');
  await bundle(entry);
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One `serve` process at a time, started and killed by a test. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  /** Milliseconds from spawn to "GraphiQL at", one per start. */
  readonly startTimes: number[] = [];
  /** What the current (or last) process wrote on stderr, up to 100 000 characters. */
  output = '';
  /** What the current (or last) process wrote on stdout (its log), when constructed with `captureStdout`. */
  stdout = '';
  private stdoutClosed: Promise<void> = Promise.resolve();

  constructor(
    private readonly entry: string,
    private readonly env: Record<string, string>,
    private readonly options: { captureStdout?: boolean } = {},
  ) {}

  /** Spawns the server and resolves once it listens; rejects if it exits first or takes over a minute. */
  async start(): Promise<number> {
    if (this.child) throw new Error('a server is already running');
    const started = performance.now();
    const child = spawn(process.execPath, [this.entry, 'serve'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', this.options.captureStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    this.child = child;
    this.stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      this.stdout += chunk.toString();
    });
    this.stdoutClosed = child.stdout ? once(child.stdout, 'close').then(() => undefined) : Promise.resolve();
    let output = '';
    this.output = '';
    await new Promise<void>((resolveStart, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start within 60 s: ${output.slice(-2_000)}`)), 60_000);
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before listening: ${output.slice(-2_000)}`));
      };
      child.stderr!.on('data', (chunk: Buffer) => {
        // Keep draining stderr for the process's whole life, or it blocks on a full pipe.
        if (output.length < 100_000) {
          output += chunk.toString();
          this.output = output;
        }
        if (output.includes('GraphiQL at')) {
          clearTimeout(timer);
          child.off('exit', onExit);
          resolveStart();
        }
      });
      child.once('exit', onExit);
    }).catch((error: unknown) => {
      this.child = null;
      child.kill('SIGKILL');
      throw error;
    });
    const ms = performance.now() - started;
    this.startTimes.push(ms);
    return ms;
  }

  /**
   * Starts a server and kills it with SIGKILL `afterMs` later, most likely before it listens
   * (while it loads, migrates or bootstraps). Resolves once it is gone, whether it got to listen or not.
   */
  async killWhileStarting(afterMs: number): Promise<void> {
    const starting = this.start().then(
      () => true,
      () => false,
    );
    await Promise.race([starting, sleep(afterMs)]);
    await this.kill('SIGKILL');
    await starting;
  }

  /** Sends `signal` and resolves once the process has exited, with how and how long after the signal. */
  async stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
    const child = this.child;
    if (!child) throw new Error('no server is running');
    this.child = null;
    const sent = performance.now();
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolveExit) =>
      child.once('exit', (code, exitSignal) => resolveExit({ code, signal: exitSignal, ms: performance.now() - sent })),
    );
    child.kill(signal);
    return exited;
  }

  /** Everything the last process wrote on stdout, once it has exited and its stdout is closed. */
  async finalStdout(): Promise<string> {
    await this.stdoutClosed;
    return this.stdout;
  }

  /** Kills the server (SIGKILL by default: no shutdown code runs) and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill(signal);
    await exited;
  }
}
