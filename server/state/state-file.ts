import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import * as clock from '@mocks/core/clock';
import { newKey } from '../shop-keys';
import { SHOP_ID, type Shops } from '../shops';
import type { RunClock } from './run-clock';
import { legacyShops, readShopFile } from './saved-shop';
import { listSetAside, type SetAsideFile, setAside } from './set-aside';
import { revive, save } from './shop-snapshot';

/**
 * `--state DIR` keeps every shop across restarts, kills included, as a directory with one file per shop
 * (`shop-<id>.json`). Why one file per shop rather than one file or a journal: a change to one shop
 * rewrites that shop only (the cost does not grow with the number of shops), a deleted or expired shop is
 * one unlink, each write is atomic on its own (temp file, fsync, rename in the same directory), and there
 * is no journal to compact. A kill during a write leaves each file whole, old or new.
 *
 * No shop is lost silently: a file that cannot be read, or that today's mock would refuse (a table changed
 * by a `git pull`, a field missing), is set aside whole (server/state/set-aside.ts), named in the log and
 * on the control page, and the server starts with the others. `host.json` keeps the running time idle
 * expiry counts in (server/state/run-clock.ts).
 *
 * Which shops to write: the app marks the shop of every answered request (GETs too: lazy order expiry,
 * logout), and the registry reports created and gone shops; a debounced pass writes only those.
 */
export interface StateFile {
  /** Restores the saved shops; false when the default shop was not restored, so the caller seeds it. */
  load(): Promise<boolean>;
  /** The shop `id` may have changed: save it soon (debounced). */
  touched(id: string): void;
  /** Writes now whatever is pending; resolves when the files on disk are current. */
  flush(): Promise<void>;
  /** Every file kept aside, this run's and earlier ones' (GET /__mock/state, the control page). */
  setAside(): Promise<SetAsideFile[]>;
  /** Stops the running-time timer (the server is closing). */
  stop(): void;
}

export interface StateFileOptions {
  /** The clock of idle expiry, resumed from `host.json`. */
  runClock: RunClock;
  debounceMs?: number;
  /** Where the state file says what it did (default: console.warn with a `[mock]` prefix). */
  log?: (line: string) => void;
}

/** Wait this many times the last pass's serialising time before the next pass (about 5 % duty). */
const BUSY_FACTOR = 20;
/** How often the running time is written to host.json (a kill loses at most this much of it). */
const HOST_EVERY_MS = 30_000;
const HOST_FILE = 'host.json';

const fileOf = (id: string) => `shop-${id}.json`;
const SHOP_FILE = /^shop-([A-Za-z0-9_-]{1,64})\.json$/;
/** A write's temp file: `.shop-<id>.json.<pid>.<n>.tmp`, or host.json's. */
const TEMP_FILE = /^\.(shop-[A-Za-z0-9_-]{1,64}\.json|host\.json)\.\d+\.\d+\.tmp$/;

/** Writes `text` to `path` so that a kill at any moment leaves the old file or the new one, never a part. */
async function writeAtomic(dir: string, name: string, text: string, seq: number): Promise<void> {
  const tmp = join(dir, `.${name}.${process.pid}.${seq}.tmp`);
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync(); // on disk before the rename makes it the file: a power cut keeps old or new too
  } finally {
    await handle.close();
  }
  await rename(tmp, join(dir, name));
}

export function stateFile(dir: string, shops: Shops, opts: StateFileOptions): StateFile {
  const debounceMs = opts.debounceMs ?? 150;
  const log = opts.log ?? ((line: string) => console.warn(`[mock] ${line}`));
  let timer: NodeJS.Timeout | null = null;
  let hostTimer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let seq = 0;
  /** Event-loop time the last pass spent serialising shops. */
  let busyMs = 0;
  const dirty = new Set<string>();
  shops.onChange = (id) => touched(id);

  const writeOne = async (id: string) => {
    const shop = shops.all().find((s) => s.id === id);
    if (!shop) {
      await unlink(join(dir, fileOf(id))).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
      return;
    }
    const started = performance.now();
    const text = JSON.stringify(save(shops, shop));
    busyMs += performance.now() - started; // the part that holds the event loop
    await writeAtomic(dir, fileOf(id), text, ++seq);
  };

  const writeHost = () =>
    writeAtomic(dir, HOST_FILE, JSON.stringify({ version: 1, runMs: Math.round(opts.runClock.now()) }), ++seq);

  const write = (): Promise<void> => {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        const ids = [...dirty];
        dirty.clear();
        busyMs = 0;
        try {
          // A directory removed while the server runs is made again rather than every write failing.
          await mkdir(dir, { recursive: true });
          for (const id of ids) await writeOne(id);
        } catch (error) {
          for (const id of ids) dirty.add(id); // try again with the next change
          throw error;
        }
      });
    return writing;
  };

  function touched(id: string): void {
    if (!SHOP_ID.test(id)) return; // never a path built from a malformed name
    dirty.add(id);
    if (timer) return; // a pass is already due: it writes this shop too
    // Under steady load, a pass every debounceMs at most, and spaced so that serialising takes at most
    // about 5 % of the event loop (a pass that held it 10 ms waits 200 ms): big shops save less often
    // rather than slow every request down.
    timer = setTimeout(
      () => {
        timer = null;
        write().catch((e: Error) => log(`could not write ${dir}: ${e.message}`));
      },
      Math.max(debounceMs, busyMs * BUSY_FACTOR),
    );
  }

  /** An older server's single file at `dir`: its shops as texts; the file kept as `.bak`. */
  async function migrateSingleFile(): Promise<Array<{ id: string; text: string }> | null> {
    const info = await stat(dir).catch(() => null);
    if (!info?.isFile()) return null;
    let list: Array<{ id: string; text: string }> | null = null;
    try {
      list = legacyShops(JSON.parse(await readFile(dir, 'utf8')), shops.default.id, clock.isRunning());
      if (!list) log(`state file ${dir} has an unknown format: kept as ${dir}.bak, starting from the seed`);
    } catch (error) {
      log(`state file ${dir} unreadable (${(error as Error).message}): kept as ${dir}.bak, starting from the seed`);
    }
    await rename(dir, `${dir}.bak`);
    log(`${dir} was a single state file: kept as ${dir}.bak, shops now live in the directory ${dir}`);
    return list ?? [];
  }

  /** The running time of earlier runs; a host.json that cannot be read is set aside (idle time restarts). */
  async function resumeRunClock(): Promise<void> {
    const text = await readFile(join(dir, HOST_FILE), 'utf8').catch(() => null);
    if (text === null) return;
    let runMs: unknown;
    try {
      runMs = (JSON.parse(text) as { runMs?: unknown }).runMs;
    } catch {
      runMs = undefined;
    }
    if (typeof runMs === 'number' && Number.isFinite(runMs) && runMs >= 0) opts.runClock.resume(runMs);
    else {
      const kept = await setAside(dir, HOST_FILE, 'not a running-time record: idle time of every shop starts again');
      log(`${join(dir, HOST_FILE)} unreadable: kept as ${kept}; idle time of every shop starts again`);
    }
  }

  /** Reads, checks and revives one shop; a file that fails is set aside. True when it came back. */
  async function loadOne(id: string, text: string, fromFile: boolean): Promise<boolean> {
    const name = fileOf(id);
    const read = readShopFile(text, id, opts.runClock.now());
    let problem = 'problem' in read ? read.problem : null;
    if ('ok' in read) {
      const notes = [...read.notes];
      try {
        const shop = await revive(shops, read.ok, notes);
        if (shop !== shops.default) shops.adopt(shop);
        for (const note of notes) log(`${name}: ${note}`);
        // Written back in today's format (and with the key the default shop got, if the file had none).
        if (notes.length > 0 || !fromFile || !read.ok.key) dirty.add(id);
        return true;
      } catch (error) {
        problem = `could not be restored: ${(error as Error).message}`;
      }
    }
    const kept = await setAside(dir, name, problem ?? 'unknown problem', fromFile ? undefined : text);
    log(
      `state file ${join(dir, name)} set aside as ${join(dir, kept)}: ${problem}. ` +
        `${id === shops.default.id ? 'The default shop starts from its seed' : `Shop "${id}" is not restored`}; the others are.`,
    );
    return false;
  }

  /** Shops from older files had no owner: each gets a key now, printed this once (then saved with it). */
  function giveOwners(): void {
    for (const shop of shops.all()) {
      if (shop === shops.default || shop.key) continue;
      shop.key = newKey();
      dirty.add(shop.id);
      log(
        `shop "${shop.id}"${shop.name ? ` (${shop.name})` : ''} came from an older state file without an owner; ` +
          `its key, shown only now: ${shop.key} (send it as X-Mock-Shop-Key, or claim the shop on /__mock/)`,
      );
    }
  }

  return {
    async load() {
      const legacy = await migrateSingleFile();
      await mkdir(dir, { recursive: true });
      await resumeRunClock();
      let defaultBack = false;
      if (legacy) {
        for (const { id, text } of legacy) {
          const back = await loadOne(id, text, false);
          if (back && id === shops.default.id) defaultBack = true;
        }
      } else {
        for (const name of (await readdir(dir)).sort()) {
          if (TEMP_FILE.test(name)) {
            // A write a kill interrupted: the shop's file itself is whole (old or new), this part is not.
            await unlink(join(dir, name)).catch(() => undefined);
            log(`removed ${name}: an unfinished write (the server was killed while saving)`);
            continue;
          }
          const id = SHOP_FILE.exec(name)?.[1];
          if (!id) continue;
          const back = await loadOne(id, await readFile(join(dir, name), 'utf8'), true);
          if (back && id === shops.default.id) defaultBack = true;
        }
      }
      giveOwners();
      if (dirty.size > 0) await write();
      await writeHost();
      hostTimer = setInterval(() => {
        writeHost().catch((e: Error) => log(`could not write ${join(dir, HOST_FILE)}: ${e.message}`));
      }, HOST_EVERY_MS);
      hostTimer.unref();
      return defaultBack;
    },
    touched,
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await write();
      await writeHost();
    },
    setAside: () => listSetAside(dir),
    stop() {
      if (hostTimer) clearInterval(hostTimer);
      hostTimer = null;
    },
  };
}
