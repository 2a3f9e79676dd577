import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Carousel } from './Carousel';

/** The shared scroll-snap carousel (the home banner, the goods page's cover), here with plain coloured slides. */
const COLOURS = ['#c8161d', '#595959', '#007a4d'];

function Slides({ loop }: { loop?: boolean }) {
  return (
    <Carousel
      items={COLOURS}
      keyOf={(c) => c}
      label="colours"
      loop={loop}
      dotsTestId="dots"
      renderSlide={(c, i) => (
        <div style={{ height: 150, background: c, color: '#fff', padding: 12 }}>{`slide ${i + 1}`}</div>
      )}
    />
  );
}

const meta = preview.meta({
  title: 'components/Carousel',
  component: Slides,
});

/** Swiped by the shopper only (the goods cover): three slides named by position, the dots follow. */
export const Swipe = meta.story({
  async play({ canvas }) {
    const track = canvas.getByRole('region', { name: 'colours' });
    await expect(canvas.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
    track.scrollTo({ left: 2 * track.clientWidth });
    await waitFor(() => expect(canvas.getByTestId('dots').children[2]?.className).toMatch(/ /));
    // No copy of the first slide: the last one is the end.
    await expect(track.scrollWidth).toBe(3 * track.clientWidth);
  },
});

/** The banner's loop: past the last slide comes the first again, without running back over the others. */
export const Loop = meta.story({
  args: { loop: true },
  async play({ canvas }) {
    const track = canvas.getByRole('region', { name: 'colours' });
    track.scrollTo({ left: 3 * track.clientWidth });
    // Arrived on the copy of the first slide, the track stands on the real first one.
    await waitFor(() => expect(track.scrollLeft).toBe(0));
    await expect(canvas.getByTestId('dots').children[0]?.className).toMatch(/ /);
  },
});
