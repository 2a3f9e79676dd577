// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentKeys } from '@/api/content';
import { useInterruptibleAnswer } from './interruptible-answer';

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
  return useQuery({ queryKey: contentKeys.banners(), queryFn: answer, retry: false });
}

function Interruptible({ answer }: { answer: () => Promise<string> }) {
  const q = useInterruptibleAnswer(useBannerQuery(answer));
  return <Shown text={q.isPending ? 'placeholder' : `answer: ${q.data}`} />;
}

function Direct({ answer }: { answer: () => Promise<string> }) {
  const q = useBannerQuery(answer);
  return <Shown text={q.isPending ? 'placeholder' : `answer: ${q.data}`} />;
}

function renderBanners(client: QueryClient, answer: () => Promise<string>, interruptible = true) {
  render(
    <QueryClientProvider client={client}>
      {interruptible ? <Interruptible answer={answer} /> : <Direct answer={answer} />}
    </QueryClientProvider>,
  );
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
    renderBanners(new QueryClient(), held.answer);
    await act(async () => held.give('spring sale'));
    expect(await screen.findByText('answer: spring sale')).toBeVisible();
    // The store's update commits what was on screen; the answer comes in the deferred render after it.
    expect(commits).toEqual(['placeholder', 'placeholder', 'answer: spring sale']);
  });

  it('the control: read directly, the answer renders in the very update that brought it', async () => {
    commits = [];
    const held = heldAnswer();
    renderBanners(new QueryClient(), held.answer, false);
    await act(async () => held.give('spring sale'));
    expect(await screen.findByText('answer: spring sale')).toBeVisible();
    expect(commits).toEqual(['placeholder', 'answer: spring sale']);
  });

  it('an answer already in the cache renders with the first render', async () => {
    commits = [];
    const client = new QueryClient();
    client.setQueryData(contentKeys.banners(), 'cached');
    renderBanners(client, () => Promise.resolve('fresh'));
    expect(await screen.findByText('answer: cached')).toBeVisible();
    expect(commits[0]).toBe('answer: cached');
  });
});
