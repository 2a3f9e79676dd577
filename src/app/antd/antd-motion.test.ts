// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const motion = vi.hoisted(() => ({ reduceMotion: vi.fn(), restoreMotion: vi.fn() }));
vi.mock('antd-mobile', () => motion);

import { followMotionPreference } from './antd-motion';

function fakeQuery(matches: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches,
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    query,
    fire: () => {
      for (const fn of listeners) fn();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('followMotionPreference', () => {
  it('turns antd-mobile animations off when the system asks for reduced motion, and back on after', () => {
    const { query, fire } = fakeQuery(true);
    followMotionPreference();
    expect(motion.reduceMotion).toHaveBeenCalledTimes(1);
    query.matches = false;
    fire();
    expect(motion.restoreMotion).toHaveBeenCalledTimes(1);
  });

  it('leaves animations on by default', () => {
    fakeQuery(false);
    followMotionPreference();
    expect(motion.reduceMotion).not.toHaveBeenCalled();
  });
});
