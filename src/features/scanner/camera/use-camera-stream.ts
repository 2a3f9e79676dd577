import { useEffect, useRef, useState } from 'react';
import { openCamera as defaultOpen, stopStream } from './camera';

/**
 * Camera lifecycle of the overlay: opens when `active` becomes true; every track stops when it becomes
 * false or the component unmounts — also when the camera answers after the overlay was already closed.
 */
export function useCameraStream(
  active: boolean,
  open: () => Promise<MediaStream> = defaultOpen,
  onError?: (e: unknown) => void,
) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<unknown>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let opened: MediaStream | null = null;
    setError(null);
    openRef.current().then(
      (s) => {
        if (cancelled) {
          stopStream(s);
          return;
        }
        opened = s;
        setStream(s);
      },
      (e: unknown) => {
        if (cancelled) return;
        setError(e ?? new Error('camera unavailable'));
        onErrorRef.current?.(e);
      },
    );
    return () => {
      cancelled = true;
      stopStream(opened);
      setStream(null);
    };
  }, [active]);

  return { stream, error };
}
