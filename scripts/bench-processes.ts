// Server processes for the throughput benchmark: started, awaited, their CPU time read, stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export type ServerProcess = { child: ChildProcess; url: string; stop: () => Promise<void> };

// Starts `node --import tsx <args>` and waits until `readyPath` answers.
export async function startServer(
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<ServerProcess> {
  // BENCH_NODE_ARGS adds Node.js options, e.g. `--cpu-prof --cpu-prof-dir=prof` to profile.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    child,
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// User plus system CPU time of a process so far, in milliseconds (Linux /proc).
export async function cpuMillis(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
