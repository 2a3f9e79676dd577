import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';
import { type SaleState, saleState } from './sale-state';

/**
 * The sale state on the server's clock (measured from responses, so a phone clock that is off neither
 * opens the sale early nor late), re-read every second while the sale is upcoming so that the countdown
 * moves and the buy button appears when it reaches zero.
 */
export function useSaleState(
  saleTime: number | undefined,
  now: () => number = serverNow,
): SaleState & { nowMs: number } {
  const [nowMs, setNowMs] = useState(now);
  const state = saleState(saleTime, nowMs);
  const upcoming = state.kind === 'upcoming';
  useEffect(() => {
    if (!upcoming) return;
    const id = setInterval(() => setNowMs(now()), 1000);
    return () => clearInterval(id);
  }, [upcoming, now]);
  return { ...state, nowMs };
}
