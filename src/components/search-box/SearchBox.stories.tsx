import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { SearchBox } from './SearchBox';

/** The home page's search field: plain elements, so it paints before antd-mobile loads. */
const meta = preview.meta({
  title: 'components/SearchBox',
  component: SearchBox,
  args: { placeholder: '搜索商品、商户地址或编号', onSearch: fn() },
});

/** Empty: the placeholder names the field. */
export const Empty = meta.story({
  async play({ canvas }) {
    expect(canvas.getByRole('searchbox', { name: '搜索商品、商户地址或编号' })).toBeVisible();
  },
});

/** A blank keyword does nothing; a keyword is submitted trimmed. */
export const Submits = meta.story({
  async play({ canvas, userEvent, args }) {
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, '   {Enter}');
    expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, ' 熊猫 {Enter}');
    expect(args.onSearch).toHaveBeenCalledWith('熊猫');
  },
});

/** Filled from the address (a result page shows its keyword). */
export const WithKeyword = meta.story({
  args: { defaultValue: '熊猫' },
  async play({ canvas }) {
    expect(canvas.getByRole('searchbox')).toHaveValue('熊猫');
  },
});
