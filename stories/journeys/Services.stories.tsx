import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { journeyAs, screen, slow } from '../support/journey';
import { ShellAt } from '../support/shell-root';

const meta = preview.meta({
  title: 'Journeys/Invoices and lotteries',
  component: ShellAt,
});

/** Apply for a company invoice for a paid order: a wrong tax number is refused, the right one goes through. */
export const ApplyForInvoice = meta.story({
  args: { at: '/myreceipt?state=0' },
  beforeEach: journeyAs('normal'),
  async play({ step, userEvent }) {
    const s = screen();
    await step('My invoices: pick an order that can be invoiced', async () => {
      // Rows link to the application while the order is not invoiced yet (state 0), else to the detail.
      const links = await s.findAllByRole('link', {}, slow);
      const apply = links.find((a) => a.getAttribute('href')?.startsWith('/receipt-apply/'));
      await expect(apply).toBeDefined();
      await userEvent.click(apply as HTMLElement);
    });
    await step('Application: a company title with an invalid tax number', async () => {
      await userEvent.click(await s.findByText('单位', { exact: true }, slow));
      await userEvent.type(s.getByRole('textbox', { name: '发票抬头' }), '杭州测试科技有限公司');
      await userEvent.type(s.getByRole('textbox', { name: '税号' }), '91350100M000100Y44');
      await userEvent.click(s.getByRole('button', { name: '提交申请' }));
      await expect(await s.findByRole('alert', {}, slow)).toHaveTextContent('请输入正确的 18 位统一社会信用代码');
    });
    await step('Fix the tax number, add the e-mail, submit', async () => {
      const tin = s.getByRole('textbox', { name: '税号' });
      await userEvent.clear(tin);
      await userEvent.type(tin, '91350100M000100Y43');
      await userEvent.type(s.getByRole('textbox', { name: '接收邮箱' }), 'finance@example.com');
      await userEvent.click(s.getByRole('button', { name: '提交申请' }));
    });
    await step('Invoice detail: applied, and the application can be withdrawn', async () => {
      await expect(await s.findByRole('button', { name: '撤销申请' }, slow)).toBeVisible();
      await expect(s.queryByRole('button', { name: '提交申请' })).toBeNull();
    });
  },
});

/** A new user joins an open lottery from the list and gets lottery codes; joining twice is impossible. */
export const JoinLottery = meta.story({
  args: { at: '/lotteryDetail?id=2' },
  beforeEach: journeyAs('newbie', { wallTime: true }),
  async play({ step, userEvent }) {
    const s = screen();
    await step('Lottery detail: join', async () => {
      const join = await s.findByRole('button', { name: '立即参与' }, slow);
      await expect(join).toBeEnabled();
      await userEvent.click(join);
    });
    await step('Joined: the codes, and the button is off', async () => {
      await expect(await s.findByRole('button', { name: '已参与' }, slow)).toBeDisabled();
      await expect(s.getByText(/已参与，获得 \d+ 个签码/)).toBeVisible();
    });
  },
});
