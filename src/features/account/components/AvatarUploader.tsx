import { ImageUploader, type ImageUploadItem, Toast } from 'antd-mobile';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingState } from '@/lib/page-state';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, checkAvatar } from '../lib/avatar';

/** Decodes the picture on the device: a file that is not really an image ends in the failed state. */
async function previewLocally(file: File): Promise<ImageUploadItem> {
  const url = URL.createObjectURL(file);
  await new Promise<void>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('not an image'));
    img.src = url;
  });
  return { url };
}

/**
 * Avatar picker with preview and uploading/failed states. The real backend discards headUrl, so the
 * picture stays on this device and the screen says so instead of pretending it was saved.
 */
export function AvatarUploader({ current }: { current?: string }) {
  const { t } = useTranslation('account');
  const [items, setItems] = useState<ImageUploadItem[]>(current ? [{ url: current }] : []);
  // antd-mobile draws a spinner over a picture while its task is pending (here: decoding on the device); its own
  // queue says when, and the box is then a loading state by the app's contract (src/lib/page-state.ts).
  const [pending, setPending] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const label = t('avatar.label');
  // antd-mobile's ImageUploader takes no name for its file input and no alt for its previews, and puts an
  // aria-label given to it on a plain div (axe: label, image-alt, aria-prohibited-attr). After each render
  // (the input comes and goes with maxCount) the picker and the preview get their names here.
  useLayoutEffect(() => {
    box.current?.querySelector('input[type="file"]')?.setAttribute('aria-label', label);
    for (const img of box.current?.querySelectorAll('img') ?? []) img.setAttribute('alt', label);
  });
  return (
    <div ref={box} {...(pending ? loadingState : {})}>
      <ImageUploader
        value={items}
        onChange={setItems}
        onUploadQueueChange={(queue) => setPending(queue.some((task) => task.status === 'pending'))}
        accept={AVATAR_TYPES.join(',')}
        maxCount={1}
        upload={previewLocally}
        beforeUpload={(file) => {
          const c = checkAvatar(file);
          if (c.ok) return file;
          Toast.show({
            icon: 'fail',
            content:
              c.reason === 'size' ? t('avatar.oversize', { mb: AVATAR_MAX_BYTES / 1048576 }) : t('avatar.notImage'),
          });
          return null;
        }}
      />
      <p role="note" style={{ color: 'var(--adm-color-weak)', fontSize: 13, margin: '6px 0 0' }}>
        {t('avatar.localOnly')}
      </p>
    </div>
  );
}
