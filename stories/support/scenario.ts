import { type ScenarioName, withScenario } from '../../mocks/stories';

type MswContext = Parameters<ReturnType<typeof withScenario>>[0];

/**
 * `beforeEach: scenario('empty')` forces a mock outcome for one story. Storybook 10.6's bundled
 * StoryContext type does not pick up msw-storybook-addon's `msw` augmentation under TypeScript 7, so the
 * context is narrowed here once instead of in every story (the addon does put `msw` there at run time).
 */
export function scenario(name: ScenarioName, opts: { path?: string; count?: number } = {}) {
  const apply = withScenario(name, opts);
  return (ctx: object) => apply(ctx as MswContext);
}
