// The CPU time a process has used so far (Linux /proc/<pid>/stat: user + system, all its threads).
//
// bench/web.ts reads it for the app's server around each Lighthouse run. The server, and in the embedded
// default the sandbox standing in for the provider, run on the same 2 CPUs as Chromium during the load;
// a traveller's phone does not share its CPU with them. A run in which the server was busy (a cold rates
// set, say) leaves the page's thread waiting for a CPU, and Lighthouse's simulation stretches that
// waiting by 4 (bench/main-thread.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * utime + stime, in clock ticks, from the text of /proc/<pid>/stat. The command name (field 2) is in
 * parentheses and may itself hold spaces and parentheses, so the fields are counted after its last ')'.
 */
export function statCpuTicks(stat: string): number {
  const close = stat.lastIndexOf(')');
  if (close < 0) throw new Error('not a /proc/<pid>/stat line');
  // After ") ": field 3 (state) is index 0, so utime (field 14) is index 11 and stime (field 15) index 12.
  const fields = stat
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('no utime/stime in /proc/<pid>/stat');
  return utime + stime;
}

let ticksPerSecond: number | undefined;

/** The process's CPU time so far in ms, or undefined where /proc is not there (not Linux) or the process is gone. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    return (statCpuTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
