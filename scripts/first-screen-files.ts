import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkGraph } from './chunk-cycles.ts';
import { reachable } from './reachable.ts';

/** The pages a first visit most often opens; vite.config.ts gives each a `page-<Name>` chunk. */
export const FIRST_SCREENS = ['HomePage', 'GoodsDetailPage', 'LoginPage', 'OrdersPage'] as const;
/**
 * JavaScript files a first screen may need before it renders. Each costs a round trip on a phone's link, and
 * the simulated slow 4G of `npm run bench:lighthouse` serves six at a time over HTTP/1.1: with 22 to 26
 * files (before the chunk groups) the page's code arrived in three or four waves. Now 8.
 */
export const FIRST_SCREEN_MAX_FILES = 10;

export interface FirstScreen {
  page: string;
  files: string[];
}

/**
 * For each first screen: the entry's files (`entry`, from index.html, in assets/) and every chunk the page's
 * chunk imports statically, followed through the chunks. Lazy imports (`import()`) are not followed: they
 * load later or never.
 */
export function firstScreens(chunks: Record<string, string>, entry: readonly string[]): FirstScreen[] {
  const graph = chunkGraph(chunks);
  return FIRST_SCREENS.map((page) => {
    const start = Object.keys(chunks).find((name) => name.startsWith(`page-${page}-`));
    if (!start) return { page, files: [] };
    const files = reachable(start, (name) => graph.get(name), new Set(entry));
    return { page, files: [...files].sort() };
  });
}

/** Reads `dist/assets/*.js` and checks each first screen's file count; failures name the page. */
export function checkFirstScreens(distDir: string, entry: readonly string[], max = FIRST_SCREEN_MAX_FILES) {
  const assets = path.join(distDir, 'assets');
  const chunks: Record<string, string> = {};
  if (existsSync(assets))
    for (const name of readdirSync(assets).filter((f) => f.endsWith('.js')))
      chunks[name] = readFileSync(path.join(assets, name), 'utf8');
  const screens = firstScreens(
    chunks,
    entry.map((e) => path.basename(e)),
  );
  const failures = screens.flatMap(({ page, files }) => {
    if (files.length === 0) return [`no page-${page}-*.js chunk: the first-load groups in vite.config.ts changed`];
    if (files.length > max) return [`${page} needs ${files.length} JS files before it renders, over ${max}`];
    return [];
  });
  const summary = screens.map((s) => `${s.page} ${s.files.length}`).join(', ');
  return { screens, failures, line: `First screens (JS files before render, max ${max}): ${summary}` };
}
