import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A helper process of the WebKit run, ended with the run (by its own pid, never by name). */
export interface Helper {
  name: string;
  child: ChildProcess;
  stderr: () => string;
}

export function startHelper(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Helper {
  // A process group of its own: `npx tsx …` runs the server in a child of npx, which must end with it.
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => {
    err = (err + c.toString('utf8')).slice(-4000);
  });
  return { name, child, stderr: () => err };
}

export function stopHelper(h: Helper): Promise<void> {
  if (h.child.exitCode !== null || h.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    h.child.once('exit', () => resolve());
    // The helper's own group (its pid), so npx's children go too.
    if (h.child.pid) process.kill(-h.child.pid, 'SIGTERM');
  });
}

/** Fails when something already answers at `url`: the run would test that instead of its own server. */
export async function assertFree(url: string): Promise<void> {
  const busy = await fetch(url).then(
    () => true,
    () => false,
  );
  if (busy)
    throw new Error(`${url} already answers: another server holds the port (set WEBKIT_PORT / WEBKIT_DRIVER_PORT)`);
}

/** Polls `url` until it answers (any status) or `timeoutMs` passes; a helper that died fails at once. */
export async function waitForUrl(url: string, timeoutMs: number, helper: Helper): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (helper.child.exitCode !== null) throw new Error(`${helper.name} exited: ${helper.stderr()}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${helper.name} did not answer ${url} in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * An X display for MiniBrowser (a GTK app needs one, headless or not): the caller's DISPLAY, else a private
 * Xvfb (Debian's `xvfb`, which .ci/run and scripts/ci/test-all.sh install). `-displayfd` makes Xvfb pick a free
 * display number and print it once it is ready.
 */
export async function display(): Promise<{ display: string; xvfb: Helper | null }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, xvfb: null };
  if (!existsSync('/usr/bin/Xvfb')) throw new Error('no DISPLAY and no Xvfb: apt-get install -y xvfb');
  const child = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const xvfb: Helper = { name: 'Xvfb', child, stderr: () => '' };
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display: `:${number}`, xvfb };
}
