import { type ChangeEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { askConfirm } from '@/lib/feedback';
import { saveInviteAsking } from '../accept/invite-store';
import { classifyScan, performScanAction } from '../accept/scan-action';
import { decodePicture } from '../camera/album';
import { cameraSupported } from '../camera/camera';
import { nativeScan, nativeScanAvailable } from '../camera/native-scan';
import { DecoderUnavailableError } from '../decode/client';
import { QrScanner, type QrScannerProps } from './QrScanner';
import { ScanResultSheet, type ScanSheetState } from './ScanResultSheet';

export interface UseScannerOptions {
  /** Overrides for the overlay (stories/tests inject a fake camera or decoder). */
  scannerProps?: Pick<QrScannerProps, 'openCamera' | 'createDecoder' | 'headTip'>;
  /** Where the scan happens; defaults to the page's origin. Links to other origins are never followed. */
  appOrigin?: string;
}

/**
 * The whole scan flow for a screen: `open()` from a click handler, and `element` rendered once.
 * Camera overlay when the browser has getUserMedia; else the native app's scanner; else a picture
 * from the album (the file dialog needs the click's user gesture, so it is opened synchronously).
 */
export function useScanner({ scannerProps, appOrigin }: UseScannerOptions = {}): {
  open: () => void;
  element: ReactNode;
  visible: boolean;
} {
  const { t } = useTranslation('scanner');
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const [sheet, setSheet] = useState<ScanSheetState | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const handleText = useCallback(
    (text: string) => {
      const action = classifyScan(text, appOrigin ?? window.location.origin);
      void performScanAction(action, {
        navigate: (path) => navigate(path),
        saveInvite: (invite) =>
          saveInviteAsking(invite, (current, next) =>
            askConfirm({
              title: t('replaceInviter.title'),
              content: t('replaceInviter.body', { current, next }),
              confirmText: t('replaceInviter.replace'),
              cancelText: t('replaceInviter.keep'),
            }),
          ),
        showResult: (a) => a.kind !== 'navigate' && setSheet({ kind: 'result', action: a }),
      });
    },
    [navigate, appOrigin, t],
  );

  const pickPicture = useCallback(() => {
    setSheet(null);
    fileRef.current?.click();
  }, []);

  const open = useCallback(() => {
    setSheet(null);
    if (cameraSupported()) setVisible(true);
    else if (nativeScanAvailable()) {
      nativeScan().then(
        (text) => text && handleText(text),
        (error: unknown) => setSheet({ kind: 'error', error }),
      );
    } else fileRef.current?.click();
  }, [handleText]);

  const onFile = useCallback(
    async (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      e.target.value = '';
      if (!file) return;
      try {
        const code = await decodePicture(file);
        if (code) handleText(code.text);
        else setSheet({ kind: 'error', error: null, message: t('errors.noCode') });
      } catch (error) {
        setSheet({ kind: 'error', error, message: t('errors.decode') });
      }
    },
    [handleText, t],
  );

  // The result sheet (an antd-mobile Popup with its springs) mounts the first time there is something to show,
  // not on the home page's first render, which it only slowed down. It mounts closed and opens one render later,
  // so the first opening slides in like every other.
  const [sheetMounted, setSheetMounted] = useState(false);
  useEffect(() => {
    if (sheet) setSheetMounted(true);
  }, [sheet]);

  const element = (
    <>
      <QrScanner
        {...scannerProps}
        visible={visible}
        onVisibleChange={setVisible}
        onScanned={(text) => {
          setVisible(false);
          handleText(text);
        }}
        onError={(error) => {
          setVisible(false);
          // No decoder could load: say so, and the sheet offers the album picture (the last fallback).
          const message = error instanceof DecoderUnavailableError ? t('errors.decoderUnavailable') : undefined;
          setSheet({ kind: 'error', error, message });
        }}
      />
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('album')}
        data-testid="scan-picture-input"
        onChange={onFile}
      />
      {(sheetMounted || sheet) && (
        <ScanResultSheet
          state={sheetMounted ? sheet : null}
          onClose={() => setSheet(null)}
          onPickPicture={pickPicture}
        />
      )}
    </>
  );
  return { open, element, visible };
}
