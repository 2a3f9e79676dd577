/**
 * The spec accepts a code only after the same text was read 4 times in total (a first read plus
 * 3 identical repeats); a different text starts the count again. Frames without a code leave the
 * count untouched, because a hand shaking in front of the camera loses the code for a frame or two.
 */
export const REQUIRED_READS = 4;

export interface ReadCounter {
  /** Feeds one decoded text; returns the text once it has been read `required` times in a row, else null. Blank texts are ignored. */
  push(text: string): string | null;
  /** The text being counted and how often it was read. */
  readonly current: { text: string | null; count: number };
  reset(): void;
}

export function createReadCounter(required = REQUIRED_READS): ReadCounter {
  if (!Number.isInteger(required) || required < 1)
    throw new RangeError(`required must be a positive integer: ${required}`);
  let text: string | null = null;
  let count = 0;
  let accepted = false;
  return {
    push(next) {
      // A blank text is never a read (decode/usable-read.ts): it neither counts nor resets the count.
      if (accepted || next.trim() === '') return null;
      if (next === text) {
        count += 1;
      } else {
        text = next;
        count = 1;
      }
      if (count >= required) {
        accepted = true;
        return text;
      }
      return null;
    },
    get current() {
      return { text, count };
    },
    reset() {
      text = null;
      count = 0;
      accepted = false;
    },
  };
}
