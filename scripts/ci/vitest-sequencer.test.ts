import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { ByProjectAndEnvironment } from './vitest-sequencer.ts';

const dir = mkdtempSync(join(tmpdir(), 'sequencer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A test file on disk (the sequencer reads its docblock) in a project whose environment is node.
function spec(project: string, name: string, code = ''): TestSpecification {
  const moduleId = join(dir, `${project}-${name}.test.ts`);
  writeFileSync(moduleId, code);
  const config = { environment: 'node', isolate: false, sequence: { groupOrder: 0 } };
  return { project: { name: project, config }, moduleId } as unknown as TestSpecification;
}
const JSDOM = '// @vitest-environment jsdom\n';

function sequencer(sequence: { shuffle?: boolean; seed?: number } = {}) {
  // No results or sizes on record: Vitest's order keeps the files as given within a project.
  const cache = { getFileTestResults: () => undefined, getFileStats: () => undefined };
  const ctx = { config: { root: dir, sequence }, cache } as unknown as Vitest;
  return new ByProjectAndEnvironment(ctx);
}
const names = (files: TestSpecification[]) => files.map((f) => f.moduleId.slice(dir.length + 1, -'.test.ts'.length));

describe('ByProjectAndEnvironment', () => {
  const files = [
    spec('unit', 'a'),
    spec('unit', 'b', JSDOM),
    spec('unit', 'c'),
    // Found as Vitest finds it: anywhere in the file, not only on the first line.
    spec('unit', 'd', `import x from 'y';\n/**\n * @vitest-environment jsdom\n */\n`),
    spec('unit-mock', 'e'),
    spec('unit', 'f'),
  ];

  it("keeps each project's files of one environment together, in Vitest's order within each group", async () => {
    expect(names(await sequencer().sort(files))).toEqual([
      'unit-a',
      'unit-c',
      'unit-f',
      'unit-b',
      'unit-d',
      'unit-mock-e',
    ]);
  });

  it('shuffles the files with the seed when asked, and still groups them', async () => {
    const many = Array.from({ length: 24 }, (_, i) => spec('unit', `s${i}`, i % 2 ? JSDOM : ''));
    const first = names(await sequencer({ shuffle: true, seed: 7 }).sort(many));
    expect(names(await sequencer({ shuffle: true, seed: 7 }).sort(many))).toEqual(first);
    expect(names(await sequencer({ shuffle: true, seed: 8 }).sort(many))).not.toEqual(first);
    expect(names(await sequencer().sort(many))).not.toEqual(first);
    // One run of each environment: the jsdom files (odd numbers) never sit between node ones.
    const jsdom = first.map((name) => Number(name.slice('unit-s'.length)) % 2);
    expect(jsdom.filter((env, i) => i > 0 && env !== jsdom[i - 1])).toHaveLength(1);
  });
});
