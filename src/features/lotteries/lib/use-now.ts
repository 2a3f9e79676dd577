import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/**
 * The server's clock (src/lib/server-clock.ts), ticking every `ms`: a lottery's start, end and draw times are
 * the backend's, so its phase and countdown must not move with a phone clock that is off.
 */
export function useNow(ms = 1000, clock: () => number = serverNow): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), ms);
    return () => clearInterval(id);
  }, [ms, clock]);
  return now;
}
