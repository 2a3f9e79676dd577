import { expect, type within } from 'storybook/test';
import { as } from './persona';
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
  beforeEach: ReturnType<typeof scenario> | ReturnType<typeof as>;
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
  /**
   * A new user's list, empty for real (persona 'newbie' on the seeded data, no forced scenario): gives an
   * `EmptyForNewbie` story. `empty`: its words; `next`: the empty state's one way on, which must then be the only link
   * (no item of the list shows).
   */
  newbie?: { empty: string | RegExp; next?: { link: string; href: string } };
  /** The story's own further checks in a state, after the shared ones (what must not show yet, what else does). */
  also?: { empty?: Check; error?: Check; loading?: Check; newbie?: Check };
}

/** The story names the three states keep in every file (the sidebar and the story tests list them so). */
const NAMES = { empty: 'Empty', error: 'ServerError', loading: 'Loading', newbie: 'EmptyForNewbie' } as const;
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

function state(beforeEach: StateStory['beforeEach'], checks: (ctx: StateContext) => Promise<void>, then?: Check) {
  return {
    beforeEach,
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
 * Each forces its state with a mock scenario (`empty`, `server-error`, `slow`), or the new user's session for
 * `EmptyForNewbie`, and checks what the user sees: the empty text (and its one way on), the failure text (and its
 * retry button), the loading marks (and the page title, when given), then the file's own `also` checks.
 */
export function listStateStories<const O extends ListStates>(o: O): StateStories<O> {
  const { empty, error, loading, title, newbie, also = {} } = o;
  const stories: Record<string, StateStory> = {};
  if (empty !== undefined) {
    stories[NAMES.empty] = state(
      scenario('empty'),
      async ({ canvas }) => {
        await expect(await canvas.findByText(empty)).toBeVisible();
      },
      also.empty,
    );
  }
  if (error !== undefined) {
    stories[NAMES.error] = state(
      scenario('server-error'),
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
      scenario('slow'),
      async (ctx) => {
        await titleShows(ctx, title);
        await (typeof loading === 'function' ? loading : LOADING_MARK[loading])(ctx);
      },
      also.loading,
    );
  }
  if (newbie !== undefined) {
    stories[NAMES.newbie] = state(
      as('newbie'),
      async ({ canvas }) => {
        await expect(await canvas.findByText(newbie.empty)).toBeVisible();
        if (newbie.next) {
          const links = canvas.getAllByRole('link');
          await expect(links).toHaveLength(1);
          await expect(links[0]).toHaveTextContent(newbie.next.link);
          await expect(links[0]).toHaveAttribute('href', newbie.next.href);
        }
      },
      also.newbie,
    );
  }
  return stories as StateStories<O>;
}

/** What a retry-capable failure block (the shared LoadFailed, the goods page's plain one) must do, from its own story. */
interface RetryContext extends StateContext {
  args: { onRetry?: unknown };
  userEvent: { click(element: Element): Promise<void> };
}

/**
 * The play of a failure block shown on its own, with the story's `onRetry: fn()` arg: its words show, and a tap on
 * 重试 calls back once. The shared LoadFailed and the goods page's plain stand-in keep the same contract, so their
 * stories check it with one play.
 */
export function retryCallsBack(words: string) {
  return async ({ canvas, args, userEvent }: RetryContext) => {
    await expect(canvas.getByText(words)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    expect(args.onRetry).toHaveBeenCalledTimes(1);
  };
}
