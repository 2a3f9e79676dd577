import { expect, type within } from 'storybook/test';
import { scenario } from './scenario';

type Canvas = ReturnType<typeof within>;
/** The part of a story's context the state checks read (any renderer's play context has it). */
export interface StateContext {
  canvas: Canvas;
  canvasElement: HTMLElement;
}
type Check = (ctx: StateContext) => unknown;

/** A story as the factory writes it: the scenario that forces the state and the checks that it shows. */
export interface StateStory {
  beforeEach: ReturnType<typeof scenario>;
  play(ctx: StateContext): Promise<void>;
}

/** What a list (or any first load) shows in its usual states, described once per story file. */
export interface ListStates {
  /** The empty state's words (scenario 'empty'): gives an `Empty` story. */
  empty?: string | RegExp;
  /** The failed first load's words (scenario 'server-error'): gives a `ServerError` story. */
  error?: string;
  /** The failure offers a retry button (the shared LoadFailed block and the pages' error blocks do). */
  retry?: boolean;
  /**
   * How the first load shows while the mock waits (scenario 'slow'): gives a `Loading` story. `status`: the list's
   * announced spinner or skeleton (role status); `skeleton`: antd-mobile's or our skeleton blocks; `busy`: a region
   * marked aria-busy; or a check of the file's own.
   */
  loading?: 'status' | 'skeleton' | 'busy' | Check;
  /** A page's title, which its frame shows before the data (checked while loading). */
  title?: string;
  /** The story's own further checks in a state, after the shared ones (what must not show yet, what else does). */
  also?: { empty?: Check; error?: Check; loading?: Check };
}

/** The story names the three states keep in every file (the sidebar and the story tests list them so). */
const NAMES = { empty: 'Empty', error: 'ServerError', loading: 'Loading' } as const;
type Names = typeof NAMES;
/** One story per state the description names: `{ empty, error }` gives `{ Empty, ServerError }`. */
export type StateStories<O> = { [K in keyof O as K extends keyof Names ? Names[K] : never]: StateStory };

const LOADING_MARK = {
  status: (ctx: StateContext) => expect(ctx.canvas.getByRole('status')).toBeVisible(),
  skeleton: (ctx: StateContext) =>
    expect(ctx.canvasElement.querySelector('[data-skeleton], .adm-skeleton')).not.toBeNull(),
  busy: (ctx: StateContext) => expect(ctx.canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(),
};

async function titleShows({ canvas }: StateContext, title: string | undefined) {
  if (title) await expect(await canvas.findByRole('heading', { name: title })).toBeVisible();
}

function state(name: Parameters<typeof scenario>[0], checks: (ctx: StateContext) => Promise<void>, then?: Check) {
  return {
    beforeEach: scenario(name),
    async play(ctx: StateContext) {
      await checks(ctx);
      await then?.(ctx);
    },
  };
}

/**
 * The usual first-load stories of a list or a page, from one description:
 *
 *     const states = listStateStories({ empty: '暂无公告', error: '公告加载失败', loading: 'status' });
 *     export const Empty: Story = states.Empty;
 *     export const ServerError: Story = states.ServerError;
 *     export const Loading: Story = states.Loading;
 *
 * (One `export const` a story: Storybook's indexer and its Vitest plugin take only stories declared in the file.)
 *
 * Each forces its state with a mock scenario (`empty`, `server-error`, `slow`) and checks what the user sees: the
 * empty text, the failure text (and its retry button), the loading marks (and the page title, when given), then
 * the file's own `also` checks.
 */
export function listStateStories<const O extends ListStates>(o: O): StateStories<O> {
  const { empty, error, loading, title, also = {} } = o;
  const stories: Record<string, StateStory> = {};
  if (empty !== undefined) {
    stories[NAMES.empty] = state(
      'empty',
      async ({ canvas }) => {
        await expect(await canvas.findByText(empty)).toBeVisible();
      },
      also.empty,
    );
  }
  if (error !== undefined) {
    stories[NAMES.error] = state(
      'server-error',
      async (ctx) => {
        await expect(await ctx.canvas.findByText(error)).toBeVisible();
        if (o.retry) {
          const retry = ctx.canvas.getByRole('button', { name: '重试' });
          await expect(retry).toBeVisible();
          await expect(retry).toBeEnabled();
        }
      },
      also.error,
    );
  }
  if (loading !== undefined) {
    stories[NAMES.loading] = state(
      'slow',
      async (ctx) => {
        await titleShows(ctx, title);
        await (typeof loading === 'function' ? loading : LOADING_MARK[loading])(ctx);
      },
      also.loading,
    );
  }
  return stories as StateStories<O>;
}
