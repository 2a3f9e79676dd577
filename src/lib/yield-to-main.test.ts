// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { yieldToMain, yieldToPicture } from './yield-to-main';

afterEach(() => {
  delete window.__mallPictureAsk;
});

describe('yieldToMain', () => {
  it('resolves in a later task, after the current one and its microtasks', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve()
      .then(() => undefined)
      .then(() => order.push('microtasks'));
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'microtasks', 'after the yield']);
  });
});

describe('yieldToPicture', () => {
  const pending = () => {
    let done = () => {};
    const asked = new Promise<void>((r) => {
      done = r;
    });
    return { asked, done };
  };
  const settled = (p: Promise<void>) => {
    const state = { done: false };
    void p.then(() => {
      state.done = true;
    });
    return state;
  };

  it('waits, once the answer is here, until its picture is asked for', async () => {
    const { asked, done } = pending();
    window.__mallPictureAsk = { answered: true, asked };
    const state = settled(yieldToPicture());
    await yieldToMain();
    await yieldToMain();
    expect(state.done).toBe(false);
    done();
    await yieldToMain();
    expect(state.done).toBe(true);
  });

  it('never waits for an answer still on its way, nor on a route without a picture', async () => {
    window.__mallPictureAsk = { answered: false, asked: new Promise(() => {}) };
    await yieldToPicture();
    delete window.__mallPictureAsk;
    await yieldToPicture();
  });
});
