import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { scenario } from '@stories/support/scenario';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LOADING_SELECTOR } from '@/lib/page-state';
import EditInfoPage from './EditInfoPage';

const meta = preview.meta({
  title: 'pages/EditInfoPage',
  component: EditInfoPage,
  render: pageAt('/edit-info', EditInfoPage),
  parameters: { route: '/edit-info' },
  beforeEach: loggedInAs('normal'),
});

const body = () => within(document.body);
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The seeded user's account fields with their labels. */
export const Data = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '编辑资料' })).toBeVisible();
    await expect(
      await canvas.findByText('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(canvas.getByText('账户状态')).toBeVisible();
    expect(canvas.getByRole('textbox', { name: '昵称' })).not.toHaveValue('');
  },
});

/** 17 characters: refused on the device with the rule, nothing is sent. */
export const NicknameTooLong = meta.story({
  async play({ canvas, userEvent }) {
    const input = await canvas.findByRole('textbox', { name: '昵称' }, { timeout: 5000 });
    await userEvent.clear(input);
    await userEvent.type(input, '一二三四五六七八九十一二三四五六七');
    expect(canvas.getByText('17/16')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('昵称最多 16 个字符');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('昵称最多 16 个字符');
    // Typing again clears the complaint.
    await userEvent.type(input, '{Backspace}');
    expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    expect(canvas.getByText('16/16')).toBeVisible();
  },
});

/** A valid nickname is saved through the mock and confirmed with a toast. */
export const NicknameSaved = meta.story({
  async play({ canvas, userEvent }) {
    const input = await canvas.findByRole('textbox', { name: '昵称' }, { timeout: 5000 });
    await userEvent.clear(input);
    await userEvent.type(input, '新昵称');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body().getByText('昵称已保存')).toBeVisible(), { timeout: 5000 });
  },
});

/** A 3 MB picture is refused before any preview, with the size limit in the message. */
export const OversizeAvatarRefused = meta.story({
  async play({ canvasElement, userEvent }) {
    await within(canvasElement).findByText('钱包地址', {}, { timeout: 5000 });
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker).not.toBeNull();
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(picker as HTMLInputElement, big);
    await waitFor(() => expect(body().getByText('图片过大，请选择不超过 2MB 的图片')).toBeVisible(), { timeout: 5000 });
    expect(canvasElement.querySelector('.adm-image-uploader-cell-image')).toBeNull();
  },
});

/** A file that is not a picture (by type) is refused with the accepted formats. */
export const NotAnImageRefused = meta.story({
  async play({ canvasElement }) {
    await within(canvasElement).findByText('钱包地址', {}, { timeout: 5000 });
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    // The picker filters by type, but a lax file chooser can still hand over anything.
    const files = new DataTransfer();
    files.items.add(new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }));
    picker.files = files.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(body().getByText('仅支持 JPG、PNG、GIF、WEBP 图片')).toBeVisible(), { timeout: 5000 });
  },
});

/** A small real PNG is previewed on the device (never uploaded), with the note saying so. */
export const AvatarPreview = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    await canvas.findByText('钱包地址', {}, { timeout: 5000 });
    const png = await (await fetch(PIXEL)).blob();
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(picker, new File([png], 'me.png', { type: 'image/png' }));
    // antd draws the picture while it is still decoding, a spinner over it: done is when the loading state clears
    // (the picture alone could be seen mid-decode, and the story ended with the spinner up now and then).
    await waitFor(
      () => {
        expect(canvasElement.querySelector('.adm-image-uploader-cell img')).not.toBeNull();
        expect(canvasElement.querySelector(LOADING_SELECTOR)).toBeNull();
      },
      { timeout: 5000 },
    );
    expect(canvasElement.querySelector('.adm-image-uploader-cell-fail')).toBeNull();
    expect(canvas.getByRole('note')).toHaveTextContent('头像仅在本机预览，服务器暂不保存头像。');
  },
});

/** A blank nickname is refused on the device. */
export const NicknameBlank = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.clear(await canvas.findByRole('textbox', { name: '昵称' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('昵称不能为空');
  },
});

export const Loading = meta.story({
  beforeEach: scenario('slow'),
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
    expect(canvas.queryByText('钱包地址')).toBeNull();
    // Let the slow request finish here: left in flight, it falls through to the next story's handlers and
    // used up the one-shot server error of ServerError below (which then failed now and then).
    await canvas.findByText('钱包地址', {}, { timeout: 15000 });
  },
});

/** User info fails (HTTP 500): a retry instead of an endless spinner; the retry then succeeds. */
export const ServerError = meta.story({
  beforeEach: scenario('server-error', { path: '/api/v/account/info', count: 1 }),
  async play({ canvas, userEvent }) {
    await expect(await canvas.findByText('网络错误', {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(canvas.getByText('钱包地址')).toBeVisible(), { timeout: 5000 });
  },
});
