import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * One exchange of proxy mode, as `--record DIR` writes it (one JSON file each, `0001-POST-api-v-goods-page.json`).
 * Credentials, addresses and signatures are placeholders (redact.ts). `endpoint` is the contract id, so a
 * contract test can read `response.body` with that endpoint's `readResponse` (see loadExchanges).
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

export class Recorder {
  private seq = 0;
  private ready: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  async write(exchange: Exchange): Promise<string> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const n = String(++this.seq).padStart(4, '0');
    const slug = exchange.path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const file = join(this.dir, `${n}-${exchange.method}-${slug}.json`);
    // Atomic, like the state files: a reader never sees half an exchange.
    await writeFile(`${file}.tmp`, `${JSON.stringify(exchange, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
    return file;
  }
}

/** Every exchange recorded in `dir`, in recording order (for contract tests and tools). */
export async function loadExchanges(dir: string): Promise<Array<Exchange & { file: string }>> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
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
