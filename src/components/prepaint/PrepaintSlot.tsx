import type { CSSProperties } from 'react';
import { holdPrepaint, type PrepaintBox, SLOT_ATTR } from '@/lib/early-fetch-paint';
import css from './prepaint-slot.module.css';

interface Props {
  box: PrepaintBox;
  /** The box's size and corners, the same as the picture's once the screen shows it (no shift on the swap). */
  className?: string;
  style?: CSSProperties;
}

/**
 * A pending first screen's place for its largest picture (the home banner, the goods cover) while its data is on
 * its way: a skeleton block that holds the picture index.html painted. Without it the picture hid with the shell
 * the moment the app rendered and came back only when the data had been parsed (about a second later on a slow
 * phone, Lighthouse's render delay). index.html's script also paints into it when its answer arrives after the app
 * rendered. FirstImage then takes the very element over, so the picture is painted once and never disappears.
 */
export function PrepaintSlot({ box, className = '', style }: Props) {
  const attrs = { [SLOT_ATTR]: box };
  return (
    <div
      {...attrs}
      className={`${css.slot} ${className}`}
      style={style}
      data-skeleton=""
      aria-hidden="true"
      ref={(host) => {
        if (host) holdPrepaint(box, host);
      }}
    />
  );
}
