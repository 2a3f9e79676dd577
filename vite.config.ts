import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { antdPerComponent } from './scripts/build/antd-per-component.ts';
import { antdReach } from './scripts/build/antd-reach.ts';
import { bootTexts } from './scripts/build/boot-texts.ts';
import { cspMeta } from './scripts/build/csp.ts';
import { deployHeaders } from './scripts/build/deploy-headers.ts';
import { entryImports } from './scripts/build/entry-imports-as-scripts.ts';
import { entryStylesInline } from './scripts/build/entry-styles-inline.ts';
import { firstLoadGroups } from './scripts/build/first-load-groups.ts';
import { FIRST_SCREENS as FIRST_PAGES } from './scripts/build/first-screens.ts';
import { apiBaseOf, inlineBoot } from './scripts/build/inline-boot.ts';
import { mockWorker } from './scripts/build/mock-worker.ts';
import { precompress } from './scripts/build/precompress.ts';
import { zodWithoutJsonSchema } from './scripts/build/zod-without-json-schema.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** One alias table for Vite, Vitest and Storybook; tsconfig `paths` mirror it for tsc, tsx and Playwright. */
export const alias = {
  '@/': here('./src/'),
  '@contracts/': here('./contracts/'),
  '@mocks/': here('./mocks/'),
  '@server/': here('./server/'),
  '@stories/': here('./stories/'),
};

/** node_modules that are neither the entry's vendor libraries nor lazily loaded heavy ones (ethers, QR, zod). */
const UI_LIB =
  /node_modules[\\/](?!(?:react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|i18next|react-i18next|zod|ethers|@adraffy|@noble|jsqr|qrcode|dompurify|barcode-detector|zxing-wasm|@vant)[\\/])/;
/** Libraries only later components use (Form's validation, Popover's positioning). */
const LATER_LIB = /node_modules[\\/](?:rc-field-form|async-validator|@floating-ui)[\\/]/;
const ANTD_COMPONENT = /antd-mobile[\\/]es[\\/]components[\\/]/;

/** The pages a first visit most often opens (home, a shared goods link, an order link that asks to log in). */
const firstLoad = firstLoadGroups(FIRST_PAGES);
/** Which of the app's modules load antd-mobile (statically): the shared first-screen code is split by it. */
const antd = antdReach();
/**
 * antd-mobile's setup (src/app/antd/antd-setup.ts: its locale, React 19 render hook and motion preference), which the
 * build puts before every module that uses antd-mobile: it goes with antd-mobile. It imports no module of the app
 * (a group takes its modules' dependencies that no group before it took: the app's i18n would leave the entry).
 */
// Its antd-*.ts modules in src/app/antd/ (AntdScope.tsx there is the entry's: it reads the setup's global instead).
const ANTD_SETUP = /[\\/]src[\\/]app[\\/]antd[\\/]antd-[\w-]+\.tsx?$/;

/**
 * antd-mobile's global stylesheet, which the entry imports (src/app/Providers.tsx): CSS alone, it goes with the
 * entry's `vendor` chunk. Left to ui-first (which takes it as a dependency of antd-mobile's `global` module), it made
 * the entry import, and index.html preload, all of antd-mobile's first chunk.
 */
const ANTD_GLOBAL_CSS = /antd-mobile[\\/]es[\\/]global[\\/]global\.css$/;

function cspEnv(env: Record<string, string>) {
  return {
    apiBase: env.VITE_API_BASE,
    captchaScript: env.VITE_CAPTCHA_SCRIPT,
    reportUrl: env.VITE_CONTRACT_REPORT_URL,
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, here('.'), 'VITE_');
  return {
    plugins: [
      react(),
      // Each antd-mobile component from its own module, so a route loads only the components it renders; the app's
      // antd-mobile setup goes first in each module that uses it (no route waits for antd-mobile before it paints).
      antdPerComponent({ setup: here('./src/app/antd/antd-setup.ts') }),
      // Reads the module graph for the `boot`, `app-first` and `page-*` chunk groups below.
      firstLoad.plugin,
      zodWithoutJsonSchema(),
      antd.plugin,
      // The MSW worker script only in the mock modes (it lives in mock-public/, outside the copied public/).
      ...(mode === 'mock' || mode === 'mock-ui' ? [mockWorker(here('./mock-public'))] : []),
      // The static shell's texts (the message shown if the app cannot start) from the locale files.
      bootTexts(),
      // index.html's inline script (early reads, the first picture), compiled from src/app/boot/early-data-html.ts.
      inlineBoot({ mode, apiBase: apiBaseOf(env.VITE_API_BASE) }),
      // The entry's imports as module scripts too: found while the page parses, even where modulepreload is ignored.
      entryImports(),
      // The entry's stylesheets in the page, so the static shell's first paint waits for no request.
      entryStylesInline(),
      // A Content-Security-Policy meta tag in every build, hashing the final index.html's inline code.
      cspMeta(cspEnv(env)),
      // Preconnects for the API's and the pictures' origins, and the headers a server sends with index.html.
      deployHeaders({ apiBase: env.VITE_API_BASE, pictureOrigin: env.VITE_PICTURE_ORIGIN }),
      // Last: compresses the files as written, index.html with its policy included.
      precompress(),
    ],
    resolve: { alias },
    define: {
      // `mock` (npm start) bundles the MSW worker bootstrap; every other mode tree-shakes it away.
      __MOCK__: JSON.stringify(mode === 'mock' || mode === 'mock-ui'),
    },
    server: { host: true, port: 5173 },
    preview: { port: 4173 },
    // The QR decode worker is a module worker, so each decoder (jsQR, ZXing + its .wasm) stays its own lazy chunk.
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // Rolldown by default merges modules shared by lazy routes into the entry chunk ("it is loaded
        // anyway"). That put zod, the contracts, Toast/Dialog and react-spring on the first paint's
        // critical path (+65 KiB gzip); shared code stays in its own lazily loaded chunks instead.
        experimental: { chunkOptimization: { mergeCommonChunks: false } },
        output: {
          // Entries-aware groups below produced chunks that imported each other, and the app died at boot
          // ("x is not a function"); strict order keeps module evaluation order across chunks (+~5 KiB gzip
          // on the entry). scripts/guards/budget/chunk-cycles.ts (in npm run budget) fails the build on any such cycle.
          strictExecutionOrder: true,
          codeSplitting: {
            groups: [
              // What the entry imports statically (react, router, query, i18n, the shell) in one file instead
              // of ~20 modulepreloads: fewer requests on the critical path and one gzip dictionary.
              {
                name: 'vendor',
                test: (id: string) =>
                  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|i18next|react-i18next|use-sync-external-store)[\\/]/.test(
                    id,
                  ) || ANTD_GLOBAL_CSS.test(id),
                priority: 2,
              },
              // Lazily loaded library code: antd-mobile with its animation, gesture and util packages in one
              // chunk, zod with the contracts' core in another; every route needs both, and ~50 sub-kilobyte chunks
              // cost a request each on the critical path.
              // antd-mobile's components (imported one by one, scripts/build/antd-per-component.ts) in two
              // chunks: those the first screens render (home, goods, login, orders) with the libraries and utils
              // all components share, and the rest, which only deeper pages load.
              {
                name: 'ui-first',
                test: (id: string) =>
                  ANTD_SETUP.test(id) ||
                  (UI_LIB.test(id) &&
                    !ANTD_GLOBAL_CSS.test(id) &&
                    !LATER_LIB.test(id) &&
                    // A component goes with ui-first only if a first screen imports it (read from the module graph:
                    // scripts/build/first-load-groups.ts); the rest wait in `ui` for the later pages and taps.
                    (!ANTD_COMPONENT.test(id) || firstLoad.onFirstScreen(id))),
                priority: 2,
              },
              {
                name: 'ui',
                test: (id: string) => UI_LIB.test(id) && !ANTD_GLOBAL_CSS.test(id),
                priority: 1,
              },
              // zod with the contracts' shared core (envelope, primitives, tolerant reading, guaranteed fields). Each
              // domain's contracts (contracts/goods.ts…) go with the code that calls them
              // (scripts/build/first-load-groups.ts): all of them in this chunk made every first screen load every
              // domain's contracts.
              {
                name: 'data',
                test: /node_modules[\\/]zod[\\/]|[\\/]contracts[\\/](?:core|guaranteed)[\\/]/,
                priority: 1,
              },
              // The HTML sanitiser (DOMPurify and our hooks) stays a chunk of its own, wherever it is used: its
              // parse of hostile HTML is reported under the CSP from this file, and e2e/support/csp-reports.ts tells
              // that apart from a handler that reached the page (reported from react-dom's chunk).
              {
                name: 'sanitize',
                test: /node_modules[\\/]dompurify[\\/]|[\\/]src[\\/]lib[\\/]sanitize-html\.ts$/,
                priority: 1,
              },
              // The app's own code: what the entry imports in one chunk, what the first screens share in
              // another, and one chunk per first screen (scripts/build/first-load-groups.ts): a first visit
              // loads 8 to 9 files of JavaScript instead of 22 to 26.
              // Last: a group also takes the dependencies of its modules that no group before it took (zod,
              // dompurify), so the library groups must claim theirs first.
              { name: 'boot', test: firstLoad.inBoot, priority: 0 },
              // What the first screens share, without what loads antd-mobile: in this chunk it made the home page load
              // antd-mobile. Those modules go with the page that imports them. (A group of their own made Rolldown write
              // a page chunk that exports an undefined name: "Export 'GoodsDetailPage_exports' is not defined".)
              { name: 'app-first', test: (id: string) => firstLoad.inAppFirst(id) && !antd.needsAntd(id), priority: 0 },
              { name: firstLoad.firstPageChunk, test: firstLoad.inFirstPage, priority: 0 },
            ],
          },
        },
      },
    },
  };
});
