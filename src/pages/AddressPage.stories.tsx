import { AddressScreens } from '@stories/support/address-screens';
import { as } from '@stories/support/persona';
import type { Canvas } from '@stories/support/play';
import { listStateStories } from '@stories/support/states';
import { asNormal, page, tappable } from '@stories/support/withdraw-detail';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'features/addresses/AddressPage',
  component: AddressScreens,
  parameters: { route: '/address' },
  beforeEach: asNormal,
});

/** The list item of one receiver (antd List.Item), found by the receiver's name. */
const itemOf = async (canvas: Canvas, name: string) =>
  within((await canvas.findByText(name, {}, { timeout: 5000 })).closest('.adm-list-item') as HTMLElement);

/** The normal persona's three seeded addresses, the default first with its tag and no "make default". */
export const Data = meta.story({
  async play({ canvas, canvasElement }) {
    const first = await itemOf(canvas, '张伟');
    await expect(first.getByText('默认')).toBeVisible();
    await expect(first.queryByRole('button', { name: '设为默认' })).toBeNull();
    await expect(first.getByText(/广东省 深圳市 南山区 科技园南区/)).toBeVisible();
    const names = [...canvasElement.querySelectorAll('strong')].map((e) => e.textContent);
    await expect(names).toEqual(['张伟', '李娜', '王芳']);
    await expect(canvas.getAllByRole('button', { name: '编辑' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeEnabled();
  },
});

export const MakeDefault = meta.story({
  async play({ canvas, canvasElement }) {
    await userEvent.click((await itemOf(canvas, '李娜')).getByRole('button', { name: '设为默认' }));
    await waitFor(async () => expect((await itemOf(canvas, '李娜')).getByText('默认')).toBeVisible(), {
      timeout: 5000,
    });
    await expect((await itemOf(canvas, '张伟')).getByRole('button', { name: '设为默认' })).toBeVisible();
    await expect([...canvasElement.querySelectorAll('strong')][0]).toHaveTextContent('李娜');
  },
});

/** Deleting asks with the receiver's name first. */
export const Delete = meta.story({
  async play({ canvas }) {
    await userEvent.click((await itemOf(canvas, '王芳')).getByRole('button', { name: '删除' }));
    const ask = (await page().findByText('确定删除收货人「王芳」的地址吗？', {}, { timeout: 5000 })).closest(
      '.adm-dialog',
    ) as HTMLElement;
    await userEvent.click(await tappable(within(ask).getByRole('button', { name: '删除' })));
    await waitFor(() => expect(canvas.queryByText('王芳')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
  },
});

export const AddOpensForm = meta.story({
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '新增收货地址' }));
    await expect(await canvas.findByRole('heading', { name: '编辑地址' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '收货人' })).toHaveValue('');
  },
});

/** Edit, change the phone, save: the form goes back and the list shows the new number. */
export const EditAndSave = meta.story({
  async play({ canvas }) {
    await userEvent.click((await itemOf(canvas, '李娜')).getByRole('button', { name: '编辑' }));
    const phone = await canvas.findByRole('textbox', { name: '手机号码' });
    await expect(phone).toHaveValue('+8615900001111');
    await userEvent.clear(phone);
    await userEvent.type(phone, '13900002222');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect((await itemOf(canvas, '李娜')).getByText('13900002222')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('heading', { name: '收货地址' })).toBeVisible();
  },
});

export const EmptyForNewbie = meta.story({
  beforeEach: as('newbie'),
  async play({ canvas }) {
    await expect(await canvas.findByText('还没有收货地址', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '编辑' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeEnabled();
  },
});

const states = listStateStories({
  error: '加载失败，点击重试',
  retry: true,
  loading: 'skeleton',
  also: { loading: ({ canvas }) => expect(canvas.queryByRole('button', { name: '编辑' })).toBeNull() },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
