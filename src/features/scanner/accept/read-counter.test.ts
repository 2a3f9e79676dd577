import { describe, expect, it } from 'vitest';
import { createReadCounter, REQUIRED_READS } from './read-counter';

/** A counter (of `required` reads) that has read `texts`, in order; what those reads answered is not looked at. */
function counterAfter(texts: readonly string[], required?: number) {
  const c = createReadCounter(required);
  for (const text of texts) c.push(text);
  return c;
}

describe('read counter', () => {
  it('needs 4 identical reads: the first read plus 3 repeats', () => {
    expect(REQUIRED_READS).toBe(4);
    const c = createReadCounter();
    expect(c.push('A')).toBeNull();
    expect(c.push('A')).toBeNull();
    expect(c.push('A')).toBeNull();
    expect(c.current).toEqual({ text: 'A', count: 3 });
    expect(c.push('A')).toBe('A');
  });

  it('resets the count when a different text is read', () => {
    const c = counterAfter(['A', 'A', 'A']);
    expect(c.push('B')).toBeNull();
    expect(c.current).toEqual({ text: 'B', count: 1 });
    expect(c.push('A')).toBeNull();
    expect(c.current).toEqual({ text: 'A', count: 1 });
    expect(c.push('A')).toBeNull();
    expect(c.push('A')).toBeNull();
    expect(c.push('A')).toBe('A');
  });

  it('accepts once, then ignores further reads until reset', () => {
    const c = counterAfter(['X'], 2);
    expect(c.push('X')).toBe('X');
    expect(c.push('X')).toBeNull();
    c.reset();
    expect(c.current).toEqual({ text: null, count: 0 });
    c.push('Y');
    expect(c.push('Y')).toBe('Y');
  });

  it('treats texts that differ only in case or whitespace as different', () => {
    const c = counterAfter(['abc', 'abc', 'ABC']);
    expect(c.current).toEqual({ text: 'ABC', count: 1 });
    c.push('ABC ');
    expect(c.current).toEqual({ text: 'ABC ', count: 1 });
  });

  it('rejects a non-positive requirement', () => {
    expect(() => createReadCounter(0)).toThrow(RangeError);
    expect(() => createReadCounter(1.5)).toThrow(RangeError);
  });
});
