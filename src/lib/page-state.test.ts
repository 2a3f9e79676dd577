import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type StateElement, scanStates } from './page-state-scan';

/**
 * Every loading and error state the app draws carries the page-state marker (src/lib/page-state.ts), which every
 * sweep, journey and story check reads to tell a settled page and an error. The list below is the app's loading
 * and error elements, read from the source of every component (not from what some test happened to render).
 */

const SRC = join(import.meta.dirname, '..');
const NOT_APP = /\.(test|stories)\.tsx?$|[\\/]testing[\\/]/;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return componentFiles(path);
    return e.name.endsWith('.tsx') && !NOT_APP.test(path) ? [path] : [];
  });
}

const states: Array<StateElement & { file: string }> = componentFiles(SRC).flatMap((file) =>
  scanStates(readFileSync(file, 'utf8')).map((s) => ({ ...s, file: relative(SRC, file) })),
);

describe("the app's loading and error states", () => {
  it('are found across the app (the scan reads every component file)', () => {
    const files = new Set(states.map((s) => s.file));
    // Known homes of a state: if the scan stopped seeing them, the list below would be empty and prove nothing.
    for (const home of [
      'pages/GoodsDetailPage.tsx',
      'features/goods/components/DetailErrorPlain.tsx',
      'app/RouteError.tsx',
      'app/ShellLoading.tsx',
      'components/LoadStates.tsx',
      'components/list/PagedList.tsx',
      'features/deliveries/components/DeliveryDetail.tsx',
    ])
      expect(files, home).toContain(home);
    expect(states.length).toBeGreaterThan(40);
  });

  it.each(states.map((s) => [`${s.file}:${s.line} <${s.name}> (${s.kind})`, s] as const))('%s is marked', (_, s) => {
    expect(s.marked).toBe(true);
  });
});

describe('the scan (positive controls)', () => {
  const scan = (body: string) =>
    scanStates(`const A = () => (${body});`).map(({ name, kind, marked }) => `${name} ${kind} ${marked}`);

  it('reports an unmarked skeleton, error block, spinner and plain error text', () => {
    expect(scan('<div><SkeletonParagraph lineCount={5} /></div>')).toEqual(['SkeletonParagraph primitive false']);
    expect(scan('<ErrorBlock status="empty" title={t("notFound")} />')).toEqual(['ErrorBlock primitive false']);
    expect(scan('<section><Skeleton.Paragraph lineCount={8} animated /></section>')).toEqual([
      'Skeleton.Paragraph primitive false',
    ]);
    expect(
      scan('<div className={css.box}><p>{final ? t("detail.notFound") : t("common.loadError")}</p></div>'),
    ).toEqual(['p text false']);
    expect(scan('<div role="progressbar" />')).toEqual(['div primitive false']);
    expect(scan('<div><ImageUploader upload={send} /></div>')).toEqual(['ImageUploader primitive false']);
  });

  it('accepts a marker on the element, on an element around it, in a condition, or handed to PagedList', () => {
    expect(scan('<Skeleton.Paragraph {...loadingState} lineCount={8} />')).toEqual([
      'Skeleton.Paragraph primitive true',
    ]);
    expect(scan('<div {...loadingState}><SkeletonParagraph /></div>')).toEqual(['SkeletonParagraph primitive true']);
    expect(scan('<div {...(pending ? loadingState : {})}><p>{t("loadingUser")}</p></div>')).toEqual(['p text true']);
    expect(scan('<main {...errorState}><h1>{t("shell:routeError.title")}</h1></main>')).toEqual(['h1 text true']);
    expect(scan('<PagedList skeleton={<Skeleton.Paragraph lineCount={8} />} />')).toEqual([
      'Skeleton.Paragraph primitive true',
    ]);
  });

  it("leaves a button's own spinner and words that are not a state alone", () => {
    expect(scan('<Button loading><DotLoading /></Button>')).toEqual([]);
    expect(scan('<p>{t("visitor")}</p>')).toEqual([]);
    expect(scan('<Other skeleton={<SkeletonParagraph />} />')).toEqual(['SkeletonParagraph primitive false']);
  });
});
