import { ImageUploader, type ImageUploadItem, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  return (
    <div>
      <ImageUploader
        value={items}
        onChange={setItems}
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
        aria-label={t('avatar.label')}
      />
      <p role="note" style={{ color: 'var(--adm-color-weak)', fontSize: 13, margin: '6px 0 0' }}>
        {t('avatar.localOnly')}
      </p>
    </div>
  );
}
