import fs from 'node:fs';

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); 0 elsewhere. */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Read and write system calls a process has made so far (/proc/<pid>/io, Linux); zeros elsewhere. */
export function syscalls(pid: number | undefined): { reads: number; writes: number } {
  if (!pid) return { reads: 0, writes: 0 };
  try {
    const io = fs.readFileSync(`/proc/${pid}/io`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)`, 'm').exec(io)?.[1] ?? 0);
    return { reads: field('syscr'), writes: field('syscw') };
  } catch {
    return { reads: 0, writes: 0 };
  }
}

/**
 * Runs `fn` and answers its result with the CPU the process `pid` spent meanwhile, in ms, and the read
 * and write system calls it made.
 */
export async function withCpu<T>(
  pid: number | undefined,
  fn: () => Promise<T>,
): Promise<{ result: T; cpu: number; reads: number; writes: number }> {
  const before = { cpu: cpuMs(pid), ...syscalls(pid) };
  const result = await fn();
  const after = { cpu: cpuMs(pid), ...syscalls(pid) };
  return {
    result,
    cpu: after.cpu - before.cpu,
    reads: after.reads - before.reads,
    writes: after.writes - before.writes,
  };
}
