import { useEffect, useState } from 'react';
import type { Size } from '../types';

const read = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** Window size in CSS px, following rotation and resizes (the scan frame is laid out from it). */
export function useViewport(): Size {
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () => setSize(read());
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return size;
}
