/**
 * The house rules for test helpers (docs/testing.md#test-helpers), as a checker the guard test runs on the
 * repository and on fixtures that break them:
 * - a kit lives in a `testing/` folder beside what it serves, or in e2e/support/, named for what it holds: no file
 *   is called `*-test-kit.ts` or `*-kit.ts` (the two older conventions);
 * - e2e names an endpoint by its contract (e2e/support/call-endpoint.ts, endpoint-routes.ts): no `/api/` path is
 *   written in e2e/ outside e2e/support/, as a string, a glob, a regular expression or a comment;
 * - a Vitest test that needs a query client takes the app's from src/lib/testing/query-harness.tsx: none builds its
 *   own (`new QueryClient`), which would test the screens without the app's error effects and retry policy.
 */

export interface Breach {
  file: string;
  /** 1-based; absent for a breach of the file's name. */
  line?: number;
  message: string;
}

export interface SourceFile {
  path: string;
  text: string;
}

/** `*-test-kit.ts`, `*-kit.ts` and a bare `kit.ts` (the older names of a test helper). */
const KIT_NAME = /(?:^|\/|-)kit\.[cm]?[jt]sx?$/;
/** An API path as text (`/api/`) or inside a regular expression literal (`\/api\/`). */
const API_PATH = /\\?\/api\\?\//;

export function kitNames(paths: readonly string[]): Breach[] {
  return paths
    .filter((p) => KIT_NAME.test(p))
    .map((file) => ({
      file,
      message: 'a test helper named *-kit: move it into a testing/ folder beside what it serves (or e2e/support/)',
    }));
}

/** Whether the file is e2e code that must name endpoints through e2e/support/. */
export function isE2eOutsideSupport(path: string): boolean {
  return path.startsWith('e2e/') && !path.startsWith('e2e/support/') && /\.[cm]?[jt]sx?$/.test(path);
}

export function apiPathsInE2e(files: readonly SourceFile[]): Breach[] {
  const found: Breach[] = [];
  for (const f of files) {
    if (!isE2eOutsideSupport(f.path)) continue;
    f.text.split('\n').forEach((text, i) => {
      if (API_PATH.test(text)) {
        found.push({
          file: f.path,
          line: i + 1,
          message: `an /api path written in e2e: name the endpoint by its contract (e2e/support/call-endpoint.ts, endpoint-routes.ts): ${text.trim()}`,
        });
      }
    });
  }
  return found;
}

/** Whether the file is a Vitest test (`*.test.ts(x)`). */
export function isVitestTest(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}

export function queryClientsInTests(files: readonly SourceFile[]): Breach[] {
  const found: Breach[] = [];
  for (const f of files) {
    if (!isVitestTest(f.path)) continue;
    f.text.split('\n').forEach((text, i) => {
      if (/\bnew QueryClient\(/.test(text)) {
        found.push({
          file: f.path,
          line: i + 1,
          message: 'a test builds its own QueryClient: use queryHarness() (src/lib/testing/query-harness.tsx)',
        });
      }
    });
  }
  return found;
}
