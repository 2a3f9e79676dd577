import { useEffect, useState } from 'react';
import { onServerClockChange, serverNow } from '@/lib/server-clock';

/**
 * The server's clock (src/lib/server-clock.ts), ticking every `ms`: a lottery's start, end and draw times are
 * the backend's, so its phase and countdown must not move with a phone clock that is off. It also moves when an
 * answer measures the server's clock anew: the first answer of a page arrives after its mount, and until the next
 * tick the page would judge that answer's lottery by the device's clock.
 */
export function useNow(ms = 1000, clock: () => number = serverNow): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), ms);
    const stop = onServerClockChange(() => setNow(clock()));
    return () => {
      clearInterval(id);
      stop();
    };
  }, [ms, clock]);
  return now;
}
