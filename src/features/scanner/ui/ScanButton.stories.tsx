import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { fakeCamera, refusedCamera } from '../testing/fake-camera';
import { ScanButton } from './ScanButton';

const page = () => within(document.body);

const meta = preview.meta({
  title: 'features/scanner/ScanButton',
  component: ScanButton,
  args: { children: '扫一扫' },
});

/** The whole flow: button → overlay → a text code is shown in the result sheet (not opened). */
export const ScansTextIntoTheSheet = meta.story({
  args: { scannerProps: { openCamera: fakeCamera('WIFI:S:shop;T:WPA;P:secret;;') } },
  async play({ canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: '扫一扫' }));
    await waitFor(() => expect(page().getByTestId('scan-text')).toHaveTextContent('WIFI:S:shop;T:WPA;P:secret;;'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(page().queryByRole('dialog', { name: '扫一扫' })).toBeNull());
  },
});

/** The camera is refused: the overlay closes and the sheet offers a picture from the album. */
export const CameraRefused = meta.story({
  args: { scannerProps: { openCamera: refusedCamera() } },
  async play({ canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: '扫一扫' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('权限被拒绝');
    await expect(page().getByRole('button', { name: '从相册选择图片' })).toBeVisible();
  },
});
