import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';
import { type SaleState, saleState } from './sale-state';

/**
 * The sale state on the server's clock (measured from responses, so a phone clock that is off neither
 * opens the sale early nor late), re-read every second while the sale is upcoming so that the countdown
 * moves and the buy button appears when it reaches zero.
 *
 * The clock is read again whenever the sale time changes: the page mounts before the goods answer arrives, and
 * that answer is often the first to carry the server's Date, so a reading from the mount would be the phone's own
 * clock (hours ahead on some phones: the buy button shown for a sale the server has not opened).
 */
export function useSaleState(
  saleTime: number | undefined,
  now: () => number = serverNow,
): SaleState & { nowMs: number } {
  const [reading, setReading] = useState(() => ({ saleTime, nowMs: now() }));
  let { nowMs } = reading;
  if (reading.saleTime !== saleTime) {
    // React's way to follow a changed prop in state: set during render, re-rendered before anything is painted.
    nowMs = now();
    setReading({ saleTime, nowMs });
  }
  const state = saleState(saleTime, nowMs);
  const upcoming = state.kind === 'upcoming';
  useEffect(() => {
    if (!upcoming) return;
    const id = setInterval(() => setReading({ saleTime, nowMs: now() }), 1000);
    return () => clearInterval(id);
  }, [upcoming, saleTime, now]);
  return { ...state, nowMs };
}
