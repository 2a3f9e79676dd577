import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The mock's CLI (server/main.ts) in a process of its own, for journeys that need a server of their own (a QA
 * host without --open-shops, a proxy in front of a second mock). e2e may not import server/: this mirrors
 * server/spawn-kit.ts, which the server tests use.
 */
export interface SpawnedMock {
  url: string;
  child: ChildProcess;
  /** SIGKILL (nothing flushed) or SIGTERM (a clean stop); resolves once the process is gone. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export async function spawnMock(args: readonly string[]): Promise<SpawnedMock> {
  // node --import tsx (not the tsx launcher): the pid we signal is the server itself. Outside Vitest's
  // environment, as QA runs it (the mock clock runs with wall time).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))),
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`mock server exited with ${code}: ${out}`)));
  });
  return {
    url,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.on('exit', resolve));
      child.kill(signal);
      await gone;
    },
  };
}
