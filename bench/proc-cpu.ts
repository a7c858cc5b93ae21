// CPU time of processes, read from /proc (Linux): what a request costs the server and PostgreSQL,
// independent of how busy the shared machine happens to be, which wall time is not.
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime of the process itself, in ms. */
  ownMs: number;
  /** stime alone: in the kernel on the process's behalf (socket reads and writes, mostly). */
  systemMs: number;
  /** cutime + cstime: its children already reaped, in ms. */
  reapedMs: number;
}

function stat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may hold spaces: fields are counted after its end.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = (i: number) => Number(fields[i]);
  const ms = (value: number) => (value * 1000) / TICKS_PER_SECOND;
  return { ppid: ticks(1), ownMs: ms(ticks(11) + ticks(12)), systemMs: ms(ticks(12)), reapedMs: ms(ticks(13) + ticks(14)) };
}

/** CPU the process has used so far, in ms. */
export function processCpuMs(pid: number): number {
  return processCpu(pid).totalMs;
}

/** CPU the process has used so far, in ms: in all, and the part spent in the kernel. */
export function processCpu(pid: number): { totalMs: number; systemMs: number } {
  const s = stat(pid);
  if (!s) throw new Error(`no process ${pid}`);
  return { totalMs: s.ownMs, systemMs: s.systemMs };
}

/** CPU of the process's children that have exited (a peer's run, once it ended), in ms. */
export function reapedChildrenCpuMs(pid: number): number {
  const s = stat(pid);
  if (!s) throw new Error(`no process ${pid}`);
  return s.reapedMs;
}

/**
 * CPU a PostgreSQL server has used so far, in ms: the postmaster, its live backends and helpers,
 * and the backends that already exited (counted into the postmaster's reaped children).
 */
export function postgresCpuMs(postmasterPid: number): number {
  const postmaster = stat(postmasterPid);
  if (!postmaster) throw new Error(`no process ${postmasterPid}`);
  let total = postmaster.ownMs + postmaster.reapedMs;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === postmasterPid) total += child.ownMs;
  }
  return total;
}

/** The postmaster of the PostgreSQL a backend belongs to. */
export function parentPid(pid: number): number {
  const s = stat(pid);
  if (!s) throw new Error(`no process ${pid}`);
  return s.ppid;
}
