import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOC, driftedLines, generate, REGENERATE } from './endpoints-doc';

const root = path.resolve(import.meta.dirname, '../..');
let generated = '';
beforeAll(async () => {
  generated = await generate(root);
}, 60_000);

describe(`${DOC} (generated from the code)`, () => {
  it('is what the code says now', () => {
    const drift = driftedLines(readFileSync(path.join(root, DOC), 'utf8'), generated);
    expect(drift, `${DOC} has drifted from the code: run \`${REGENERATE}\` and commit the result`).toEqual([]);
  });

  it('has a row per contract endpoint and per chain action, each with its mock handler', () => {
    const rows = generated.split('\n').filter((l) => /^\| (GET|POST) \/api\//.test(l));
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => r.split(' | ')[1] === '—')).toEqual([]);
    for (const action of ['pay', 'refundReturn', 'openBox', 'withdraw']) {
      expect(generated).toMatch(new RegExp(`^\\| chain action \`${action}\`.*mocks/domains/`, 'm'));
    }
  });

  it('lists a journey that reaches a screen only by tapping, by the URL it asserts', () => {
    // shopping.spec.ts opens '/', taps a goods card and checks `toHaveURL(/\/goods\//)` before it submits the order:
    // no string of it opens the goods page, and the column missed it before the URL assertions were read.
    const row = generated.split('\n').find((l) => l.includes('`orders.submit`'));
    expect(row?.split(' | ').at(-1)).toContain('e2e/shopping.spec.ts');
  });

  it('reports a row that no longer matches the code (positive control)', () => {
    const row = generated.split('\n').find((l) => l.startsWith('| GET /api/'));
    if (!row) throw new Error('no GET endpoint row');
    // The src/api cell names a hook the code does not have (as after a rename nobody regenerated for).
    const stale = row
      .split(' | ')
      .map((cell, i) => (i === 2 ? '`useRenamedLongAgo` [src/api/goods.ts](../src/api/goods.ts)' : cell))
      .join(' | ');
    expect(driftedLines(generated.replace(row, stale), generated)).toEqual([`+ ${row}`, `- ${stale}`]);
  });
});
