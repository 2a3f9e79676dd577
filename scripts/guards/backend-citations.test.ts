/**
 * Every citation of the backend's behaviour in the repository resolves to an anchor of docs/backend/, and none of
 * the older styles (external notes, section numbers, bare B-codes in comments) is left. The positive controls feed
 * the checker a broken anchor, an unknown file and each old style, and see each reported.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  B_CODE_ANCHORS,
  BACKEND_DIR,
  checkCitations,
  commentText,
  isCheckedFile,
  type SourceFile,
} from './backend-citations';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The checker and this test spell out the old styles they look for, as patterns and fixtures.
const SELF = new Set(['scripts/guards/backend-citations.ts', 'scripts/guards/backend-citations.test.ts']);

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f !== '' && isCheckedFile(f) && !SELF.has(f));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const backendDocs = new Map(
  tracked.filter((f) => f.startsWith(`${BACKEND_DIR}/`) && f.endsWith('.md')).map((f) => [f, read(f)]),
);
const show = (problems: ReturnType<typeof checkCitations>) => problems.map((p) => `${p.file}:${p.line} ${p.message}`);

describe('backend citations in the repository', () => {
  it('reads the tracked tree and the docs it cites', () => {
    expect(tracked.length).toBeGreaterThan(500);
    expect([...backendDocs.keys()]).toContain('docs/backend/corrections.md');
  });

  it('resolves every docs/backend citation and leaves no old-style one', () => {
    const files: SourceFile[] = tracked.map((f) => ({ path: f, text: read(f) }));
    expect(show(checkCitations(files, backendDocs))).toEqual([]);
  });

  it('maps each B-code to an anchor that exists', () => {
    expect(Object.keys(B_CODE_ANCHORS)).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9']);
    for (const target of Object.values(B_CODE_ANCHORS)) {
      const [file, anchor] = target.split('#') as [string, string];
      expect(anchorsOf(backendDocs.get(`${BACKEND_DIR}/${file}`) ?? ''), target).toContain(anchor);
    }
  });

  it('keeps each docs/backend page under 400 lines', () => {
    for (const [file, text] of backendDocs) expect(text.split('\n').length, file).toBeLessThan(400);
  });
});

// Positive controls: each kind of breach is reported with its file and line.
describe('the citation checker sees a breach', () => {
  const docs = new Map([['docs/backend/wire.md', '<a id="auth-header"></a>\n## The header\n']]);
  const check = (file: string, text: string) => show(checkCitations([{ path: file, text }], docs));

  it('accepts a citation that resolves', () => {
    expect(check('src/a.ts', '// backend: docs/backend/wire.md#auth-header\nconst x = 1;\n')).toEqual([]);
  });

  it('reports an anchor the page lacks', () => {
    expect(check('src/a.ts', 'const x = 1;\n// docs/backend/wire.md#no-such-fact\n')).toEqual([
      'src/a.ts:2 cites docs/backend/wire.md#no-such-fact, an anchor it lacks',
    ]);
  });

  it('reports a page that does not exist', () => {
    expect(check('mocks/b.ts', '/** see docs/backend/nowhere.md#auth-header */')).toEqual([
      'mocks/b.ts:1 cites docs/backend/nowhere.md, which does not exist',
    ]);
  });

  it('reports a relative markdown link into docs/backend with a wrong anchor', () => {
    expect(check('docs/x.md', 'See [the header](backend/wire.md#bearer).')).toEqual([
      'docs/x.md:1 cites docs/backend/wire.md#bearer, an anchor it lacks',
    ]);
  });

  it('reports each old citation style', () => {
    const old = [
      '// raw token (real-api-notes §1)',
      '/** mall-spec.md §7, copied verbatim */',
      ' * The tab bar (spec §2).',
      '// Chain settings of the spec (section 3)',
      "    source: '§7 r20',",
      '// Jackson NON_NULL, notes 1.2.2',
      '/** Rule 20: only a shipped order can be confirmed. */',
      '/* arrive as JSON (quirk 1.2.3) */',
      '/** UserExpressVO (2.9): one address. */',
    ];
    const problems = check('src/old.ts', old.join('\n'));
    expect(new Set(problems.map((p) => p.split(' ')[0]))).toEqual(new Set(old.map((_, i) => `src/old.ts:${i + 1}`)));
  });

  it('leaves a rule number in a test title alone', () => {
    expect(check('src/d.test.ts', "describe('splitTrackingNumbers (rule 30)', () => {});")).toEqual([]);
  });

  it('reports a bare B-code in a comment or doc, not in a test title, a hex string or a word', () => {
    const code = [
      '// 303 everywhere (B4).',
      "it('B9 answers before auth', () => {});",
      "const u = '/goods/%E4%B8%AD'; const t = 'B2B';",
      "expect(x).toBe('B8'); // the frozen case, docs/backend/wire.md#auth-header",
    ].join('\n');
    expect(check('src/c.test.ts', code)).toEqual([
      'src/c.test.ts:1 B4 in a comment: cite docs/backend/corrections.md#b4-frozen instead',
    ]);
    expect(check('mocks/README.md', 'plus `not-served.ts` for B9')).toEqual([
      'mocks/README.md:1 B9 in a comment: cite docs/backend/corrections.md#b9-not-served instead',
    ]);
  });

  it('separates comments from strings and code', () => {
    const lines = commentText("const a = '// no'; // yes\n/* one\n * two */ b('B1');");
    expect(lines.map((l) => l.trim())).toEqual(['yes', 'one', '* two']);
  });
});
