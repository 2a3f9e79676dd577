// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentKeys } from '@/api/content';
import { goodsKeys } from '@/api/goods';
import { useInterruptibleAnswer } from './interruptible-answer';
import { queryHarness } from './testing/query-harness';

const { client, wrapper } = queryHarness({ queries: { retry: false } });

afterEach(cleanup);

/** What each commit put on screen. */
let commits: string[] = [];

function Shown({ text }: { text: string }) {
  useLayoutEffect(() => {
    commits.push(text);
  });
  return <p>{text}</p>;
}

function useBannerQuery(answer: () => Promise<string>) {
  // Any query's key: the banners' stands in (keys are spelled only in src/api).
  return useQuery({ queryKey: contentKeys.banners(), queryFn: answer });
}

function Interruptible({ answer }: { answer: () => Promise<string> }) {
  const q = useInterruptibleAnswer(useBannerQuery(answer));
  return <Shown text={q.isPending ? 'placeholder' : `answer: ${q.data}`} />;
}

function Direct({ answer }: { answer: () => Promise<string> }) {
  const q = useBannerQuery(answer);
  return <Shown text={q.isPending ? 'placeholder' : `answer: ${q.data}`} />;
}

/** Renders of a screen that also ticks (a countdown): the answer read through the hook. */
let renders = 0;
let tick: () => void = () => {};
function Ticking({ answer }: { answer: () => Promise<string> }) {
  const [seconds, setSeconds] = useState(0);
  tick = () => setSeconds((s) => s + 1);
  const q = useInterruptibleAnswer(useBannerQuery(answer));
  renders++;
  return <p>{q.isPending ? 'placeholder' : `answer: ${q.data}, ${seconds} s`}</p>;
}

/** One of several goods: the answer read through the hook, about `id`. */
function OneOf({ id, answer }: { id: number; answer: (id: number) => Promise<string> }) {
  const direct = useQuery({ queryKey: goodsKeys.detail(String(id)), queryFn: () => answer(id) });
  const q = useInterruptibleAnswer(direct);
  return <Shown text={`${id}: ${q.isPending ? 'placeholder' : q.data}`} />;
}

function renderBanners(answer: () => Promise<string>, interruptible = true) {
  render(interruptible ? <Interruptible answer={answer} /> : <Direct answer={answer} />, { wrapper });
}

/** A query answer the test hands over when it chooses. */
function heldAnswer() {
  let give: (text: string) => void = () => {};
  const promise = new Promise<string>((resolve) => {
    give = resolve;
  });
  return { answer: () => promise, give };
}

describe('useInterruptibleAnswer', () => {
  it("renders an answer in a render of its own, after the commit the answer's update made with the placeholder", async () => {
    commits = [];
    const held = heldAnswer();
    renderBanners(held.answer);
    await act(async () => held.give('spring sale'));
    expect(await screen.findByText('answer: spring sale')).toBeVisible();
    // The store's update commits what was on screen; the answer comes in the deferred render after it.
    expect(commits).toEqual(['placeholder', 'placeholder', 'answer: spring sale']);
  });

  it('the control: read directly, the answer renders in the very update that brought it', async () => {
    commits = [];
    const held = heldAnswer();
    renderBanners(held.answer, false);
    await act(async () => held.give('spring sale'));
    expect(await screen.findByText('answer: spring sale')).toBeVisible();
    expect(commits).toEqual(['placeholder', 'answer: spring sale']);
  });

  it('an answer already in the cache renders with the first render', async () => {
    commits = [];
    client().setQueryData(contentKeys.banners(), 'cached');
    renderBanners(() => Promise.resolve('fresh'));
    expect(await screen.findByText('answer: cached')).toBeVisible();
    expect(commits[0]).toBe('answer: cached');
  });

  it('a render for another reason (a countdown) is not rendered a second time a moment later', async () => {
    render(<Ticking answer={() => Promise.resolve('spring sale')} />, { wrapper });
    expect(await screen.findByText('answer: spring sale, 0 s')).toBeVisible();
    renders = 0;
    await act(async () => tick());
    expect(screen.getByText('answer: spring sale, 1 s')).toBeVisible();
    // One render per tick (twice under StrictMode's double render, which this test does not use).
    expect(renders).toBe(1);
  });

  it('a render for another reason while the answer is awaited is not rendered a second time a moment later', async () => {
    const held = heldAnswer();
    render(<Ticking answer={held.answer} />, { wrapper });
    await act(async () => tick());
    renders = 0;
    await act(async () => tick());
    expect(screen.getByText('placeholder')).toBeVisible();
    expect(renders).toBe(1);
  });

  it("after a link to another one, its own state shows at once, never the previous one's answer", async () => {
    commits = [];
    const held = heldAnswer();
    const answer = (id: number) => (id === 1 ? Promise.resolve('one') : held.answer());
    const { rerender } = render(<OneOf id={1} answer={answer} />, { wrapper });
    expect(await screen.findByText('1: one')).toBeVisible();
    commits = [];
    rerender(<OneOf id={2} answer={answer} />);
    expect(screen.getByText('2: placeholder')).toBeVisible();
    await act(async () => held.give('two'));
    expect(await screen.findByText('2: two')).toBeVisible();
    expect(commits).not.toContain('2: one');
    expect(commits[0]).toBe('2: placeholder');
  });

  it('a change to an answer on screen renders with the update that brought it', async () => {
    commits = [];
    renderBanners(() => Promise.resolve('spring sale'));
    expect(await screen.findByText('answer: spring sale')).toBeVisible();
    commits = [];
    act(() => client().setQueryData(contentKeys.banners(), 'summer sale'));
    expect(await screen.findByText('answer: summer sale')).toBeVisible();
    // Rendered once: no deferred render of the same state after it.
    expect(commits).toEqual(['answer: summer sale']);
  });
});
