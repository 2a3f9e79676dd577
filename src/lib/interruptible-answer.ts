import { useDeferredValue, useMemo } from 'react';

interface QueryState {
  status: string;
  fetchStatus?: string;
}

/** What is deferred once the answer is there: nothing is held back any more. */
const ANSWERED = { pending: undefined };

/**
 * A query's result as a first screen renders it: the render that brings a screen its answer is one React may
 * interrupt.
 *
 * TanStack Query hands its results to React through `useSyncExternalStore`, whose updates React always renders at
 * once, in one piece: each answer of the home and goods pages rendered its part of the screen in a single task of
 * 15–30 ms on a desktop (four times that at a phone's speed), between the shopper's taps. Read through this hook, an
 * answer to a screen that had none first re-renders the placeholder (the pending result is kept), and the answer's
 * own render follows as a deferred one, which React renders in slices of a few milliseconds and drops if a newer
 * state comes first.
 *
 * Only a pending result is ever held back, so the screen never shows an answer that is not the current one (after a
 * link to another goods, say). A result present at mount (a cached answer) renders at once, and so does a change to
 * an answer already on screen (a heart flipped with its counter, a refetch): what changes together shows together.
 * The value deferred is one object per pending state (the query hands over a new result object on every render), so
 * a render for another reason (a countdown, a tap) is not rendered a second time just after.
 */
export function useInterruptibleAnswer<R extends QueryState>(result: R): R {
  const answered = result.status !== 'pending';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one held result per pending state, not per render
  const held = useMemo(() => ({ pending: result }), [result.status, result.fetchStatus]);
  const shown = useDeferredValue(answered ? ANSWERED : held);
  return answered ? (shown.pending ?? result) : result;
}
