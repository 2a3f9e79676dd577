import { http } from 'msw';
import { scenarioHandler } from '../../mocks/stories';
import { resetAssetBackend } from '../../src/api/assets';

/** Paths of the /api requests made since the story began (its `asRealBackend` recorder). */
export const seenPaths: string[] = [];

type MswContext = { msw: { use: (...handlers: ReturnType<typeof http.all>[]) => void } };

/**
 * `beforeEach: asRealBackend` runs the story against a deployment without the /rest services and the
 * token page (scenario no-rest-services, docs/backend/corrections.md#b9-not-served), records which /api paths the app
 * asks, and forgets the app's asset backend choice (src/api/assets.ts) before and after (one module serves every story).
 */
export function asRealBackend(ctx: object) {
  resetAssetBackend();
  seenPaths.length = 0;
  const recorder = http.all('*/api/*', ({ request }) => {
    seenPaths.push(new URL(request.url).pathname);
    return undefined;
  });
  (ctx as MswContext).msw.use(recorder, scenarioHandler('no-rest-services'));
  return () => resetAssetBackend();
}
