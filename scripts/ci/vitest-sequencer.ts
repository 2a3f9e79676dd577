import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, with each project's files of one environment kept together.
 *
 * A worker of a project with `isolate: false` keeps its module graph and page only while the next file it takes
 * has the same project and environment (Vitest's `isEqualRunner`); otherwise the worker is replaced and React,
 * antd-mobile, i18n, the contracts and the mock are imported again. In Vitest's own order (longest file first) the
 * `unit` project's node and jsdom files alternate, so on 2 cores the workers were replaced about once per file:
 * the three unit projects took 129 s, 83 s in this order (docs/testing.md#test-files-that-share-a-worker).
 *
 * `--sequence.shuffle` still shuffles the files (Vitest uses its random order only when no sequencer is set): they
 * are shuffled with the run's seed, then grouped, so each group's order and the groups' order change with it.
 */
export class ByProjectAndEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    const ordered = shuffle ? shuffled(files, seed) : await super.sort(files);
    const keys = new Map<TestSpecification, string>(ordered.map((f) => [f, `${f.project.name} ${environmentOf(f)}`]));
    const groups = [...new Set(keys.values())];
    return groups.flatMap((group) => ordered.filter((f) => keys.get(f) === group));
  }
}

// The environment the file asks for in a docblock, found as Vitest finds it (the same pattern, the whole file);
// without one, the project's.
function environmentOf(file: TestSpecification): string {
  const code = readFileSync(file.moduleId, 'utf8');
  return code.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] ?? file.project.config.environment ?? 'node';
}

// Fisher–Yates on a seeded mulberry32, so a seed printed by a run gives its order again.
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const picked = out[j] as T;
    out[j] = out[i] as T;
    out[i] = picked;
  }
  return out;
}
