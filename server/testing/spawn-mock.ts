import { type ChildProcess, spawn } from 'node:child_process';

/** The mock's CLI (server/main.ts) in a process of its own, for tests that need a real second server or a real kill. */
export interface SpawnedMock {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** SIGKILL (nothing flushed) or SIGTERM (a clean stop); resolves once the process is gone. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export interface SpawnOptions {
  /** Modules loaded before the server (`--import`): the test preloads of server/testing/preload/. */
  preload?: readonly string[];
  /** Extra environment variables (what a preload reads). */
  env?: Record<string, string>;
}

export async function spawnMock(args: readonly string[], opts: SpawnOptions = {}): Promise<SpawnedMock> {
  // node --import tsx (not the tsx launcher): the pid we signal is the server itself. Outside Vitest's
  // environment, as QA runs it (the mock clock runs with wall time).
  const preload = (opts.preload ?? []).flatMap((p) => ['--import', p]);
  const child = spawn(process.execPath, [...preload, '--import', 'tsx', 'server/main.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))),
      ...opts.env,
    },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`mock server exited with ${code}: ${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.on('exit', resolve));
      child.kill(signal);
      await gone;
    },
  };
}
