import { useDeferredValue } from 'react';

/**
 * A query's result as a first screen renders it: the render that shows an answer is one React may interrupt.
 *
 * TanStack Query hands its results to React through `useSyncExternalStore`, whose updates React always renders at
 * once, in one piece: each answer of the home and goods pages rendered its part of the screen in a single task of
 * 15–30 ms on a desktop (four times that on a phone), between the shopper's taps. Read through this hook, the
 * answer first re-renders what was on screen (the placeholder: the previous result is kept), and the answer's own
 * render follows as a deferred one, which React renders in slices of a few milliseconds and drops if a newer state
 * comes first. A result present at mount (a cached answer) renders at once, as before.
 */
export function useInterruptibleAnswer<R>(result: R): R {
  return useDeferredValue(result);
}
