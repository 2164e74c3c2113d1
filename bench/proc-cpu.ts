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

/** Runs `fn` and answers its result with the CPU the process `pid` spent meanwhile, in ms. */
export async function withCpu<T>(pid: number | undefined, fn: () => Promise<T>): Promise<{ result: T; cpu: number }> {
  const before = cpuMs(pid);
  const result = await fn();
  return { result, cpu: cpuMs(pid) - before };
}
