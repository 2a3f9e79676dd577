import { readFile, rename, writeFile } from 'node:fs/promises';
import * as clock from '@mocks/core/clock';
import { currentSeed, resetDb } from '@mocks/db/seed';
import { restore, type Snapshot, snapshot } from '@mocks/db/store';

/** What the state file holds: the whole shop, the seed it grew from, and the mock clock. */
interface SavedState {
  version: 1;
  seed: number;
  now: number;
  tables: Snapshot;
}

export interface StateFile {
  /** Restores the saved shop; false when there is no (readable) file, so the caller seeds instead. */
  load(): Promise<boolean>;
  /** A request may have changed the shop: save soon (debounced; unchanged state is not rewritten). */
  schedule(): void;
  /** Writes now if anything is pending; resolves when the file on disk is current. */
  flush(): Promise<void>;
}

/**
 * Keeps the shop across restarts. Writes are atomic (temp file + rename, so a crash never leaves half
 * a file) and serialised (one write at a time), and skipped when the serialised shop did not change.
 */
export function stateFile(path: string, debounceMs = 150): StateFile {
  let timer: NodeJS.Timeout | null = null;
  let lastWritten = '';
  let writing: Promise<void> = Promise.resolve();
  let seq = 0;

  const write = (): Promise<void> => {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        const state: SavedState = { version: 1, seed: currentSeed(), now: clock.now(), tables: snapshot() };
        const text = JSON.stringify(state.tables);
        if (text === lastWritten) return;
        const tmp = `${path}.${process.pid}.${++seq}.tmp`;
        await writeFile(tmp, JSON.stringify(state));
        await rename(tmp, path);
        lastWritten = text;
      });
    return writing;
  };

  return {
    async load() {
      let state: SavedState;
      try {
        state = JSON.parse(await readFile(path, 'utf8')) as SavedState;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          console.warn(`[mock] state file ${path} unreadable (${(error as Error).message}); starting from the seed`);
        }
        return false;
      }
      if (state?.version !== 1 || typeof state.tables !== 'object') {
        console.warn(`[mock] state file ${path} has an unknown format; starting from the seed`);
        return false;
      }
      await resetDb({ seed: state.seed });
      await restore(state.tables);
      clock.set(state.now);
      lastWritten = JSON.stringify(snapshot());
      return true;
    },
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        write().catch((e: Error) => console.error(`[mock] could not write ${path}: ${e.message}`));
      }, debounceMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await write();
    },
  };
}
