import { Route, Routes, useLocation } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import PaySuccessPage from './PaySuccessPage';

const ORDER = '202601150000000512';

const Landed = () => <p data-testid="landed">{useLocation().pathname}</p>;

/** The pay success screen (src/pages/PaySuccessPage): no request, two ways on. */
const Success = () => (
  <Routes>
    <Route path="/pay-success/:orderId" element={<PaySuccessPage />} />
    <Route path="*" element={<Landed />} />
  </Routes>
);

const meta = preview.meta({
  title: 'features/payments/PaySuccess',
  component: Success,
  parameters: { route: `/pay-success/${ORDER}` },
});

export const Default = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByText('支付成功')).toBeVisible();
    await expect(canvas.getByText('支付成功，通证将发放到您的地址')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回首页' })).toBeVisible();
  },
});

export const BackHome = meta.story({
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '返回首页' }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent(/^\/$/);
  },
});

/** "View order" opens this order's detail. */
export const ViewOrder = meta.story({
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '查看订单' }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent(`/order-detail/${ORDER}`);
  },
});
