import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { compileScript } from './inline-boot.ts';

/**
 * index.html's module script becomes a small starter (src/app/start-after-paint.ts, compiled into
 * `assets/start-[hash].js`) that imports the app's entry once the browser has painted the static shell; the entry
 * keeps its `modulepreload`, so it downloads with the page as before. A module script that has arrived when the page
 * has parsed runs before the first paint: the entry's evaluation held the shell's paint back (issue 39). The starter
 * is a file, not inline code, so a server's stale CSP header cannot block it, and it shows the shell's message with
 * a retry if the entry fails to download. Build only, and only for the app's page (not Storybook's iframe.html).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = path.join(ROOT, 'src/app/start-after-paint.ts');

export function starterCode(entryFile: string): string {
  // Relative to the starter, which sits beside the entry in assets/; a variable, so the bundler leaves it alone.
  return `import { startAfterPaint } from ${JSON.stringify(SOURCE)};
const entry = ${JSON.stringify(`./${path.basename(entryFile)}`)};
startAfterPaint(() => import(/* @vite-ignore */ entry));
`;
}

/** index.html with the starter's module script where the entry's was, and the entry preloaded instead. */
export function withStarter(html: string, entryFile: string, starterFile: string): string {
  const tag = `<script type="module" crossorigin src="/${entryFile}"></script>`;
  if (!html.includes(tag)) throw new Error(`entry-after-paint: index.html has no ${tag}`);
  return html.replace(
    tag,
    `<script type="module" crossorigin src="/${starterFile}"></script>\n    <link rel="modulepreload" crossorigin href="/${entryFile}">`,
  );
}

export function entryAfterPaint(): Plugin {
  return {
    name: 'mall:entry-after-paint',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_, bundle) {
      const page = Object.values(bundle).find(
        (f): f is OutputAsset => f.type === 'asset' && f.fileName === 'index.html',
      );
      if (!page || !String(page.source).includes('<div class="boot"')) return;
      const entry = Object.values(bundle).find(
        (f): f is OutputChunk => f.type === 'chunk' && f.isEntry && f.facadeModuleId?.endsWith('index.html') === true,
      );
      if (!entry) throw new Error('entry-after-paint: no entry chunk for index.html');
      const ref = this.emitFile({
        type: 'asset',
        name: 'start.js',
        source: await compileScript(starterCode(entry.fileName)),
      });
      page.source = withStarter(String(page.source), entry.fileName, this.getFileName(ref));
    },
  };
}
