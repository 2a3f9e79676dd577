import { AddressScreens } from '@stories/support/address-screens';
import { scenario } from '@stories/support/scenario';
import { asNormal, page, tappable } from '@stories/support/withdraw-detail';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'features/addresses/AddressEditPage',
  component: AddressScreens,
  parameters: { route: '/address-edit' },
  beforeEach: asNormal,
});

const LOCATION = '街道、楼牌号等';

/** A new address: empty fields; each save names the first problem with the spec's messages. */
export const New = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '编辑地址' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '收货人' })).toHaveValue('');
    await expect(canvas.getByTestId('region-value')).toHaveTextContent('请选择省 / 市 / 区');
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写姓名');
    await userEvent.type(canvas.getByRole('textbox', { name: '收货人' }), '赵敏');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写正确的手机号码');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号码' }), '+8613700001234');
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择所在地区');
  },
});

/** Added from the list: pick a region, fill the street, save; the list shows the new receiver. */
export const NewSavedFromList = meta.story({
  parameters: { route: '/address' },
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '新增收货地址' }, { timeout: 5000 }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '收货人' }), '赵敏');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号码' }), '13700001234');
    await userEvent.click(canvas.getByTestId('region-value'));
    await userEvent.click(await tappable(await page().findByRole('button', { name: '确定' }, { timeout: 5000 })));
    await waitFor(() => expect(canvas.getByTestId('region-value').textContent?.split(' ')).toHaveLength(3));
    await userEvent.type(canvas.getByPlaceholderText(LOCATION), '人民路 1 号');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('赵敏', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/人民路 1 号$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '收货地址' })).toBeVisible();
  },
});

/** Editing the seeded second address: every field filled from the server. */
export const EditExisting = meta.story({
  parameters: { route: '/address-edit?id=2' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('textbox', { name: '收货人' }, { timeout: 5000 })).toHaveValue('李娜');
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toHaveValue('+8615900001111');
    await expect(canvas.getByTestId('region-value')).toHaveTextContent('上海市 上海市 浦东新区');
    await expect(canvas.getByPlaceholderText(LOCATION)).toHaveValue('世纪大道 100 号环球金融中心 45 楼');
    await expect(canvas.getByRole('switch', { name: '设为默认地址' })).not.toBeChecked();
  },
});

export const EditDefault = meta.story({
  parameters: { route: '/address-edit?id=1' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('textbox', { name: '收货人' }, { timeout: 5000 })).toHaveValue('张伟');
    await expect(canvas.getByRole('switch', { name: '设为默认地址' })).toBeChecked();
  },
});

/** A phone that is neither a mobile nor a landline number is refused after save, and nothing is sent. */
export const InvalidPhone = meta.story({
  parameters: { route: '/address-edit?id=3' },
  async play({ canvas }) {
    const phone = await canvas.findByRole('textbox', { name: '手机号码' }, { timeout: 5000 });
    await expect(phone).toHaveValue('010-62345678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '2345678');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写正确的手机号码');
    await expect(canvas.getByRole('heading', { name: '编辑地址' })).toBeVisible();
  },
});

export const LoadingExisting = meta.story({
  parameters: { route: '/address-edit?id=2' },
  beforeEach: scenario('slow'),
  async play({ canvasElement, canvas }) {
    await expect(canvasElement.querySelector('[data-skeleton], .adm-skeleton')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
});

/** Editing an address that fails to load shows a retry, never an empty form that would save a new one. */
export const LoadErrorExisting = meta.story({
  parameters: { route: '/address-edit?id=2' },
  beforeEach: scenario('server-error'),
  async play({ canvas }) {
    await expect(await canvas.findByText('加载失败，点击重试', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
});

/** An id the backend does not know (deleted elsewhere): said so, no form. */
export const NotFound = meta.story({
  parameters: { route: '/address-edit?id=999999' },
  async play({ canvas }) {
    await expect(await canvas.findByText('找不到这个地址，它可能已被删除', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
});
