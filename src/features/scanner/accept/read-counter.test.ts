import { describe, expect, it } from 'vitest';
import { createReadCounter, REQUIRED_READS } from './read-counter';

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
    const c = createReadCounter();
    c.push('A');
    c.push('A');
    c.push('A');
    expect(c.push('B')).toBeNull();
    expect(c.current).toEqual({ text: 'B', count: 1 });
    expect(c.push('A')).toBeNull();
    expect(c.current).toEqual({ text: 'A', count: 1 });
    expect(c.push('A')).toBeNull();
    expect(c.push('A')).toBeNull();
    expect(c.push('A')).toBe('A');
  });

  it('accepts once, then ignores further reads until reset', () => {
    const c = createReadCounter(2);
    c.push('X');
    expect(c.push('X')).toBe('X');
    expect(c.push('X')).toBeNull();
    c.reset();
    expect(c.current).toEqual({ text: null, count: 0 });
    c.push('Y');
    expect(c.push('Y')).toBe('Y');
  });

  it('treats texts that differ only in case or whitespace as different', () => {
    const c = createReadCounter();
    c.push('abc');
    c.push('abc');
    c.push('ABC');
    expect(c.current).toEqual({ text: 'ABC', count: 1 });
    c.push('ABC ');
    expect(c.current).toEqual({ text: 'ABC ', count: 1 });
  });

  it('rejects a non-positive requirement', () => {
    expect(() => createReadCounter(0)).toThrow(RangeError);
    expect(() => createReadCounter(1.5)).toThrow(RangeError);
  });
});
