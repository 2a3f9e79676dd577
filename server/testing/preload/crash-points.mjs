// Test preload (node --import): makes the mock's state writer stop for good at one point of writing the
// file named by MOCK_TEST_HANG_FILE (e.g. `shop-ab12.json`), and print `HANG <point>` so the test can
// kill the process at exactly that moment (server/state/kill-mid-write.test.ts):
//   MOCK_TEST_HANG_AT=bytes   half the new text is in the temp file, the rest never comes;
//   MOCK_TEST_HANG_AT=rename  the temp file is whole, the rename that makes it the shop's file never comes.
// Patches fs.promises and syncs node:fs/promises' named exports to it (module.syncBuiltinESMExports).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const at = process.env.MOCK_TEST_HANG_AT;
const file = process.env.MOCK_TEST_HANG_FILE;
const p = fs.promises;
const ours = (path) => file !== undefined && String(path).includes(`.${file}.`) && String(path).endsWith('.tmp');
const hang = (point) => {
  process.stdout.write(`HANG ${point}\n`);
  return new Promise(() => undefined);
};
const half = (data) => {
  const buf = Buffer.from(data);
  return buf.subarray(0, buf.length >> 1);
};

if (at === 'bytes') {
  const open = p.open;
  p.open = async (path, ...rest) => {
    const handle = await open(path, ...rest);
    if (ours(path)) {
      handle.writeFile = async (data) => {
        await handle.write(half(data));
        await handle.sync();
        return hang('bytes');
      };
    }
    return handle;
  };
  const writeFile = p.writeFile;
  p.writeFile = async (path, data, ...rest) => {
    if (!ours(path)) return writeFile(path, data, ...rest);
    await writeFile(path, half(data));
    return hang('bytes');
  };
}
if (at === 'rename') {
  const rename = p.rename;
  p.rename = async (from, to) => (ours(from) ? hang('rename') : rename(from, to));
}
syncBuiltinESMExports();
