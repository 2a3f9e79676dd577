import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIG,
  configRules,
  currentBlock,
  DOC,
  END,
  ROOT,
  renderTable,
  START,
  withBlock,
} from './architecture-layer-table.ts';

describe('docs/architecture.md layer table', () => {
  it('is the table npm run docs:layers writes from .dependency-cruiser.mjs', async () => {
    const block = currentBlock(readFileSync(path.join(ROOT, DOC), 'utf8'));
    expect(block, `${DOC} lacks its generated block; run npm run docs:layers`).not.toBeNull();
    expect(block, `${DOC} drifted from ${CONFIG}; run npm run docs:layers`).toBe(renderTable(await configRules()));
  });

  it('has one row per forbidden rule, each with its reason', async () => {
    const rules = await configRules();
    expect(rules.length).toBeGreaterThan(10);
    for (const r of rules) expect(r.comment.length, `${r.name} has no comment`).toBeGreaterThan(20);
  });
});

describe('the layer table check sees drift', () => {
  const rules = [
    { name: 'a-rule', comment: 'a | b never import c' },
    { name: 'b-rule', comment: 'why\n  on two lines' },
  ];
  const doc = `# x\n\n${START}\n${renderTable(rules)}\n${END}\n\nafter\n`;

  it('reads back the block it wrote, escaping pipes and folding lines', () => {
    expect(currentBlock(doc)).toBe(renderTable(rules));
    expect(renderTable(rules)).toContain('| `a-rule` | a \\| b never import c |');
    expect(renderTable(rules)).toContain('| `b-rule` | why on two lines |');
    expect(withBlock(doc, renderTable(rules))).toBe(doc);
  });

  it('notices a rule added to the config, a reason changed, or the markers gone', () => {
    expect(currentBlock(doc)).not.toBe(renderTable([...rules, { name: 'c-rule', comment: 'new' }]));
    expect(currentBlock(doc)).not.toBe(renderTable([{ name: 'a-rule', comment: 'changed' }, ...rules.slice(1)]));
    expect(currentBlock('# no markers')).toBeNull();
    expect(() => withBlock('# no markers', 'x')).toThrow(/lacks the markers/);
  });
});
