import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/feedback';
import type { ScanAction } from '../accept/scan-action';
import { cameraErrorKind } from '../camera/camera';
import styles from './scan-result.module.css';

export type ScanSheetState =
  | { kind: 'result'; action: Exclude<ScanAction, { kind: 'navigate' }> }
  | { kind: 'error'; error: unknown; message?: string };

export interface ScanResultSheetProps {
  state: ScanSheetState | null;
  onClose: () => void;
  /** Offered after a failure: pick a picture instead (a user gesture, so the file dialog may open). */
  onPickPicture?: () => void;
  /** Copy action; defaults to the app's clipboard helper with its toasts. */
  onCopy?: (text: string) => void;
}

const textOf = (a: ScanAction) => (a.kind === 'text' || a.kind === 'unusable' ? a.text : '');

/** Control characters drawn as their Unicode "control picture" (U+2400 + code), so the sheet shows they are there. */
const visibleText = (text: string) =>
  text.replace(/[\p{Cc}]/gu, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x0a || code === 0x09) return c;
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\ufffd';
  });

/**
 * What a scan produced, when it is not a page of this app: text (copyable, never opened), a saved invite, a text
 * the app cannot use (saying what it is and why), or a failure.
 */
export function ScanResultSheet({
  state,
  onClose,
  onPickPicture,
  onCopy = (t) => void copyText(t),
}: ScanResultSheetProps) {
  const { t } = useTranslation('scanner');
  return (
    <Popup visible={state !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      {state && (
        <section aria-label={t(state.kind === 'error' ? 'result.failed' : 'result.title')} data-testid="scan-result">
          <h2 className={styles.title}>{t(state.kind === 'error' ? 'result.failed' : 'result.title')}</h2>
          {state.kind === 'error' && (
            <>
              <p role="alert" className={styles.message}>
                {state.message ?? t(`errors.${cameraErrorKind(state.error)}`)}
              </p>
              {onPickPicture && (
                <Button block color="primary" onClick={onPickPicture}>
                  {t('result.useAlbum')}
                </Button>
              )}
            </>
          )}
          {state.kind === 'result' && (state.action.kind === 'text' || state.action.kind === 'unusable') && (
            <>
              {state.action.kind === 'unusable' ? (
                <p className={styles.message} role="status" data-testid="scan-unusable">
                  {t('result.unusable.message', { what: t(`result.unusable.${state.action.reason}`) })}
                </p>
              ) : (
                <p className={styles.message}>{t('result.text')}</p>
              )}
              <p className={styles.text} data-testid="scan-text">
                {visibleText(state.action.text)}
              </p>
              <Button block color="primary" onClick={() => onCopy(textOf(state.action))}>
                {t('result.copy')}
              </Button>
            </>
          )}
          {state.kind === 'result' && state.action.kind === 'invite' && (
            <>
              <p className={styles.message} role="status">
                {t('result.inviteSaved')}
              </p>
              <dl className={styles.invite}>
                <dt>{t('result.inviter')}</dt>
                <dd className={styles.text}>{state.action.invite.address}</dd>
                {state.action.invite.tokenId && (
                  <>
                    <dt>{t('result.tokenId')}</dt>
                    <dd>{state.action.invite.tokenId}</dd>
                  </>
                )}
              </dl>
            </>
          )}
          <Button block fill="none" className={styles.closeBtn} onClick={onClose}>
            {t('result.close')}
          </Button>
        </section>
      )}
    </Popup>
  );
}
