import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a state file that cannot be restored goes: `DIR/set-aside/`, renamed with the time it was set
 * aside, beside a `.why.txt` saying why. Never deleted, never overwritten: a tester's shop is fake data,
 * but a day's work in it is not, and a file a newer mock cannot read may be read by the older one (or
 * fixed by hand and put back). The control page and GET /__mock/state list them.
 */
export const SET_ASIDE = 'set-aside';

export interface SetAsideFile {
  /** The kept file, relative to the state directory (`set-aside/shop-ab12.20261122T101500Z.json`). */
  file: string;
  /** What the mock could not accept in it. */
  reason: string;
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function freeName(dir: string, base: string): Promise<string> {
  const names = new Set(await readdir(dir));
  for (let n = 0; ; n++) {
    const name = `${base}.${stamp()}${n === 0 ? '' : `-${n}`}.json`;
    if (!names.has(name)) return name;
  }
}

/**
 * Moves `stateDir/name` (or, for a shop that lived in an older single file, writes `text`) into the
 * set-aside folder with its reason. Returns the kept file's path relative to the state directory.
 */
export async function setAside(stateDir: string, name: string, reason: string, text?: string): Promise<string> {
  const dir = join(stateDir, SET_ASIDE);
  await mkdir(dir, { recursive: true });
  const kept = await freeName(dir, name.replace(/\.json$/, '').replace(/[^A-Za-z0-9_.-]/g, '_'));
  if (text === undefined) await rename(join(stateDir, name), join(dir, kept));
  else await writeFile(join(dir, kept), text, { flag: 'wx' });
  await writeFile(join(dir, `${kept}.why.txt`), `${reason}\n`);
  return `${SET_ASIDE}/${kept}`;
}

/** Every file kept aside so far (this run's and earlier ones'), by name. */
export async function listSetAside(stateDir: string): Promise<SetAsideFile[]> {
  const dir = join(stateDir, SET_ASIDE);
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: SetAsideFile[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const reason = await readFile(join(dir, `${name}.why.txt`), 'utf8').catch(() => '(no reason kept)');
    out.push({ file: `${SET_ASIDE}/${name}`, reason: reason.trim() });
  }
  return out;
}
