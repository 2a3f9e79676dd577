import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * One exchange of proxy mode, as `--record DIR` writes it (one JSON file each, `0001-POST-api-v-goods-page.json`).
 * Credentials, addresses and signatures are placeholders of the same format (redact.ts). `endpoint` is the
 * contract id, so a contract test can read `response.body` with that endpoint's `readResponse` (see loadExchanges).
 */
export interface Exchange {
  version: 1;
  endpoint: string | null;
  method: string;
  /** The path without the query. */
  path: string;
  request: { query: Record<string, string>; headers: Record<string, string>; body: unknown };
  response: { status: number; contentType: string; body: unknown };
}

/** What the recorder did this run: shown at /__mock/drift and on the control page. */
export interface RecordingStatus {
  dir: string;
  written: number;
  failed: number;
  /** The last failure, with its time (epoch ms): a directory that cannot be made, a full disk. */
  lastError?: { at: number; message: string };
}

const NUMBERED = /^(\d+)-/;

/**
 * Writes exchanges into `dir`, numbered after whatever is there already: a new session (a restart with the
 * same `--record DIR`) goes on from the highest number and never replaces an older file (each file is
 * linked into place, which fails rather than overwrite). A directory removed while the server runs is made
 * again at the next exchange; a failure is counted and kept in `status()` as well as logged.
 */
export class Recorder {
  private seq: number | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly state: RecordingStatus;

  constructor(readonly dir: string) {
    this.state = { dir, written: 0, failed: 0 };
  }

  status(): RecordingStatus {
    return { ...this.state };
  }

  /** Writes one exchange; resolves to its file, or rejects (and counts the failure). Writes are serialised. */
  write(exchange: Exchange): Promise<string> {
    const next = this.chain.then(() => this.writeNow(exchange));
    this.chain = next.catch(() => undefined);
    return next.then(
      (file) => {
        this.state.written++;
        return file;
      },
      (error: Error) => {
        this.state.failed++;
        this.state.lastError = { at: Date.now(), message: error.message };
        throw error;
      },
    );
  }

  private async writeNow(exchange: Exchange): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    if (this.seq === null) this.seq = await highestNumber(this.dir);
    const slug = exchange.path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const text = `${JSON.stringify(exchange, null, 2)}\n`;
    const tmp = join(this.dir, `.${process.pid}.recording.tmp`);
    // Whole before it has its name: a reader never sees half an exchange.
    await writeFile(tmp, text);
    try {
      for (;;) {
        const file = join(this.dir, `${String(++this.seq).padStart(4, '0')}-${exchange.method}-${slug}.json`);
        try {
          await link(tmp, file);
          return file;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          // Another process records here too: take the next number.
        }
      }
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
  }
}

async function highestNumber(dir: string): Promise<number> {
  let max = 0;
  for (const name of await readdir(dir)) {
    const n = Number(NUMBERED.exec(name)?.[1] ?? 0);
    if (n > max) max = n;
  }
  return max;
}

/**
 * The names of the exchanges recorded in `dir`, in recording order: never the temporary file a write in progress
 * has before it takes its name.
 */
export async function recordedNames(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((f) => NUMBERED.test(f) && f.endsWith('.json'))
    .sort((a, b) => Number(NUMBERED.exec(a)?.[1]) - Number(NUMBERED.exec(b)?.[1]) || a.localeCompare(b));
}

/** Every exchange recorded in `dir`, in recording order (for contract tests and tools). */
export async function loadExchanges(dir: string): Promise<Array<Exchange & { file: string }>> {
  const names = await recordedNames(dir);
  const out: Array<Exchange & { file: string }> = [];
  for (const name of names) {
    const ex = JSON.parse(await readFile(join(dir, name), 'utf8')) as Exchange;
    if (ex.version !== 1 || typeof ex.method !== 'string' || typeof ex.path !== 'string' || !ex.response) {
      throw new Error(`${name}: not a recorded exchange (version 1)`);
    }
    out.push({ ...ex, file: name });
  }
  return out;
}
