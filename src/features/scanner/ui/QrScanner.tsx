import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cameraErrorKind } from '../camera/camera';
import { useCameraStream } from '../camera/use-camera-stream';
import { type DecoderOptions, createDecoder as defaultCreateDecoder } from '../decode/client';
import { scanFrameRect } from '../frame/crop';
import { startScanLoop } from '../frame/scan-loop';
import { createVideoSurface } from '../frame/video-surface';
import type { Engine, FrameDecoder } from '../types';
import styles from './scanner.module.css';
import { usePageVisible } from './use-page-visible';
import { useViewport } from './use-viewport';

export interface QrScannerProps {
  /** Shown while true (spec: required, default false). */
  visible: boolean;
  /** The spec's update:visible: the close icon asks the parent for `false`. */
  onVisibleChange?: (visible: boolean) => void;
  /** The decoded text, after 4 identical reads. */
  onScanned?: (text: string) => void;
  /** The spec's error-catch: the camera is missing or refused even after the fallback, or no decoder could load (DecoderUnavailableError). */
  onError?: (error: unknown) => void;
  /** Top hint banner; defaults to the translated '当前浏览器无法扫码时，请尝试更换浏览器'. */
  headTip?: string;
  /** Injection points for stories and tests. */
  openCamera?: () => Promise<MediaStream>;
  createDecoder?: (options: DecoderOptions) => FrameDecoder;
}

/** The spec's overlay base z-index (docs/backend/spec-rules.md#ui-defaults). */
export const SCANNER_Z_INDEX = 2000;

/** The full-screen scanner layer, not a route (docs/backend/spec-rules.md#scanner-overlay). */
export function QrScanner(props: QrScannerProps) {
  if (!props.visible || typeof document === 'undefined') return null;
  return createPortal(<ScannerLayer {...props} />, document.body);
}

function ScannerLayer({ onVisibleChange, onScanned, onError, headTip, openCamera, createDecoder }: QrScannerProps) {
  const { t } = useTranslation('scanner');
  const [tipOpen, setTipOpen] = useState(true);
  const [autoplayFailed, setAutoplayFailed] = useState(false);
  // The camera runs only while the page is shown: hidden, every track stops; shown again, it reopens.
  const pageVisible = usePageVisible();
  const { stream, error } = useCameraStream(pageVisible, openCamera, onError);
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewport = useViewport();
  const frame = scanFrameRect(viewport);
  const onScannedRef = useRef(onScanned);
  onScannedRef.current = onScanned;
  const makeDecoder = useRef(createDecoder ?? defaultCreateDecoder).current;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [decoder, setDecoder] = useState<FrameDecoder | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);

  // One decoder per opened scanner (its choice of engine is made once), kept while the camera pauses.
  useEffect(() => {
    const d = makeDecoder({ onUnavailable: (e) => onErrorRef.current?.(e), onReady: setEngine });
    setDecoder(d);
    return () => d.dispose();
  }, [makeDecoder]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    video.play()?.then(
      () => setAutoplayFailed(false),
      (e: unknown) => {
        // AbortError only means a newer srcObject replaced this one.
        if ((e as { name?: string })?.name !== 'AbortError') setAutoplayFailed(true);
      },
    );
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  useEffect(() => {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    if (!video || !canvas || !stream || !decoder) return;
    const surface = createVideoSurface(video, canvas);
    const loop = startScanLoop({
      requestFrame: (cb) => requestAnimationFrame(cb),
      cancelFrame: (h) => cancelAnimationFrame(h),
      paint: surface.paint,
      grab: surface.grab,
      decoder,
      onAccepted: (text) => onScannedRef.current?.(text),
    });
    return () => loop.stop();
  }, [stream, decoder]);

  const status = error ? t(`errors.${cameraErrorKind(error)}`) : stream ? null : t(pageVisible ? 'starting' : 'paused');
  const state = error
    ? 'error'
    : stream
      ? autoplayFailed
        ? 'autoplay-failed'
        : 'scanning'
      : pageVisible
        ? 'starting'
        : 'paused';

  return (
    <div
      className={styles.layer}
      style={{ zIndex: SCANNER_Z_INDEX }}
      role="dialog"
      aria-modal="true"
      aria-label={t('title')}
      data-testid="qr-scanner"
      data-state={state}
      data-engine={engine ?? undefined}
    >
      <canvas ref={canvasRef} className={styles.canvas} hidden={autoplayFailed} aria-label={t('cameraView')} />
      <video
        ref={videoRef}
        className={autoplayFailed ? styles.video : styles.hiddenVideo}
        muted
        playsInline
        controls={autoplayFailed}
        aria-label={t('cameraView')}
        aria-hidden={!autoplayFailed}
        onPlaying={() => setAutoplayFailed(false)}
      />
      <div
        className={styles.cover}
        aria-hidden="true"
        style={{ left: frame.x, top: frame.y, width: frame.width, height: frame.height }}
      >
        <i className={styles.cornerTl} />
        <i className={styles.cornerTr} />
        <i className={styles.cornerBl} />
        <i className={styles.cornerBr} />
        {stream && !error && <i className={styles.scanLine} />}
      </div>
      <p className={styles.aim} style={{ top: frame.y + frame.height + 16 }}>
        {autoplayFailed ? t('tapToPlay') : t('aim')}
      </p>
      {status && (
        <p className={styles.status} role={error ? 'alert' : 'status'}>
          {status}
        </p>
      )}
      {tipOpen && (
        <div className={styles.tip} role="note">
          <span>{headTip ?? t('headTip')}</span>
          <button
            type="button"
            className={styles.tipClose}
            aria-label={t('closeTip')}
            onClick={() => setTipOpen(false)}
          >
            ×
          </button>
        </div>
      )}
      <button type="button" className={styles.close} aria-label={t('close')} onClick={() => onVisibleChange?.(false)}>
        ×
      </button>
    </div>
  );
}
