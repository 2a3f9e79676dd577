import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportsThatAreNoStory, storyFiles, storylessExports } from './story-exports';

const root = path.resolve(import.meta.dirname, '../..');

describe('story files export only stories (meta.story calls)', () => {
  it('holds for every story file', () => {
    expect(storyFiles(root, ['src', 'stories']).length).toBeGreaterThan(60);
    expect(storylessExports(root)).toEqual([]);
  });

  it('names an export Storybook would skip (positive control)', () => {
    const source = [
      "const meta = preview.meta({ title: 'x/Y', component: Y });",
      'export const Shown = meta.story({});',
      'export const FromHelper = meta.story(states.Empty);',
      'export const Paid = tab(1, 5);',
      'export const Loading = states.Loading;',
      'export function helper() {}',
      'export { Other };',
    ].join('\n');
    expect(exportsThatAreNoStory(source)).toEqual(['Paid', 'Loading', 'helper', 'Other']);
  });
});
