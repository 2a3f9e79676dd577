// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAfterFirstScreen } from '@/lib/after-first-screen';
import { Carousel } from './Carousel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The first screen's state as a new page has it: a test may have left it waiting on a picture, or on an idle
  // moment its fake timers never reached (the module is the one later files of the worker use).
  delete window.__mallFirstPicture;
  resetAfterFirstScreen();
});

const ITEMS = ['a', 'b', 'c'];

function renderCarousel(props: { autoplayMs?: number; loop?: boolean } = {}) {
  const seen: [string, number, boolean][] = [];
  render(
    <Carousel
      items={ITEMS}
      keyOf={(x) => x}
      label="pictures"
      dotsTestId="dots"
      renderSlide={(x, i, clone) => {
        seen.push([x, i, clone]);
        return <span>{`slide ${x}`}</span>;
      }}
      {...props}
    />,
  );
  const track = screen.getByRole('region', { name: 'pictures' });
  // jsdom lays nothing out: give the track a phone's width.
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  const scrollTo = vi.fn((opts: ScrollToOptions) => {
    track.scrollLeft = opts.left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { track, scrollTo, seen };
}

const activeDot = () => [...screen.getByTestId('dots').children].findIndex((d) => d.className.split(' ').length > 1);

describe('Carousel', () => {
  it("follows WAI-ARIA's carousel pattern: a named carousel of slides named by position, dots hidden", () => {
    const { track } = renderCarousel();
    expect(track).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(screen.getByTestId('dots')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('dots').children).toHaveLength(3);
  });

  it('renders the slides after the first only once the first screen is shown (their pictures wait)', async () => {
    let shown: () => void = () => {};
    window.__mallFirstPicture = new Promise<void>((r) => {
      shown = r;
    });
    resetAfterFirstScreen();
    renderCarousel({ loop: true });
    expect(screen.getByText('slide a')).toBeInTheDocument();
    expect(screen.queryByText('slide b')).toBeNull();
    // The slides hold their places and names meanwhile.
    expect(screen.getAllByRole('group')).toHaveLength(3);
    shown();
    expect(await screen.findByText('slide b')).toBeInTheDocument();
    expect(screen.getByText('slide c')).toBeInTheDocument();
    delete window.__mallFirstPicture;
  });

  it('without loop has no copy of the first slide; the dots follow the scroll', () => {
    const { track, seen } = renderCarousel();
    expect(track.querySelector('[data-carousel-clone]')).toBeNull();
    expect(seen.some(([, , clone]) => clone)).toBe(false);
    track.scrollLeft = 600;
    fireEvent.scroll(track);
    expect(activeDot()).toBe(2);
  });

  it('with loop ends with a hidden, inert copy of the first slide, rendered as a copy', async () => {
    const { track, seen } = renderCarousel({ loop: true });
    await waitFor(() => expect(track.querySelector('[data-carousel-clone]')).not.toBeNull());
    const clone = track.querySelector('[data-carousel-clone]');
    expect(clone).toHaveAttribute('aria-hidden', 'true');
    expect(clone).toHaveAttribute('inert');
    expect(clone).toHaveTextContent('slide a');
    expect(seen).toContainEqual(['a', 0, true]);
    // Not a slide of its own: three groups, three dots.
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  it('with loop, arriving on the copy jumps to the first slide (the seam), unless a finger holds the track', () => {
    const { track } = renderCarousel({ loop: true });
    fireEvent.touchStart(track);
    track.scrollLeft = 900;
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(900);
    expect(activeDot()).toBe(0);
    fireEvent.touchEnd(track);
    expect(track.scrollLeft).toBe(0);
    track.scrollLeft = 900;
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(0);
    expect(activeDot()).toBe(0);
    // A pointer hovering the track (it pauses autoplay) does not hold the seam: a wheel scroll wraps too.
    fireEvent.mouseEnter(track);
    track.scrollLeft = 900;
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(0);
  });

  it('autoplays onto the copy after the last slide with loop, back to the first without', () => {
    vi.useFakeTimers();
    const looped = renderCarousel({ autoplayMs: 3000, loop: true });
    looped.track.scrollLeft = 600;
    act(() => vi.advanceTimersByTime(3000));
    expect(looped.scrollTo).toHaveBeenLastCalledWith({ left: 900 });
    cleanup();
    const plain = renderCarousel({ autoplayMs: 3000 });
    plain.track.scrollLeft = 600;
    act(() => vi.advanceTimersByTime(3000));
    expect(plain.scrollTo).toHaveBeenLastCalledWith({ left: 0 });
  });

  it('does not autoplay without autoplayMs, nor when the phone asks for reduced motion', () => {
    vi.useFakeTimers();
    const still = renderCarousel();
    act(() => vi.advanceTimersByTime(10_000));
    expect(still.scrollTo).not.toHaveBeenCalled();
    cleanup();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    const reduced = renderCarousel({ autoplayMs: 3000, loop: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(reduced.scrollTo).not.toHaveBeenCalled();
  });
});
