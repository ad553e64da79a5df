import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../db/cluster/free-port';

export { freePort };

export type ServerProcess = {
  url: string;
  // The server's process id; with `detached`, also its process group's.
  pid: number;
  output: () => string;
  // SIGTERM, then the exit code.
  stop: () => Promise<number | null>;
  // SIGKILL (kill -9): no shutdown at all, as a power cut or a crash would leave it. With
  // `detached`, its whole process group.
  kill: () => Promise<void>;
  // Resolves with the exit code (null when killed by a signal) once the process is gone.
  exited: Promise<number | null>;
};

export type ServerProcessOptions = {
  // The server leads a process group of its own, so that a kill reaches all of it at once.
  detached?: boolean;
};

// The real server entry point in its own process, on a free port, answering /api/health.
export async function startServerProcess(
  env: Record<string, string>,
  { detached = false }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    detached,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      // Never the Bank of Canada from a test: a closed local port (the fetch fails and waits).
      FX_REFERENCE_URL: 'http://127.0.0.1:9/valet',
      // Nor a sanctions list's publisher.
      SANCTIONS_SEMA_URL: '',
      SANCTIONS_UN_URL: '',
      SANCTIONS_OPENSANCTIONS_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const killHard = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (detached) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    } else child.kill('SIGKILL');
  };
  const url = `http://127.0.0.1:${port}`;
  const healthy = async () => {
    try {
      return (await fetch(`${url}/api/health`)).status === 200;
    } catch {
      return false;
    }
  };
  // Until it answers, or exits (a refused start says why in its output).
  const gaveUp = Date.now() + 90_000;
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > gaveUp) {
      killHard();
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      killHard();
      await exited;
    },
  };
}

// The first staff member signed up over HTTP (the owner); the session token of the answer.
export async function signUpOverHttp(
  url: string,
  who: { email: string; first_name: string },
): Promise<string> {
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...who, password: 'correct horse battery', last_name: 'Owner' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  return String(signUp.headers.get('set-auth-token'));
}
