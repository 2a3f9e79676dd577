import PayOrderPage from '../../src/pages/PayOrderPage';
import { At, atWallTime, orderOf, unpaidOrder } from './shop';

/** The `normal` persona's seeded orders the pay screen is opened on: the live unpaid one, and one per final state. */
const PICK = { pending: unpaidOrder, expired: () => orderOf(3), cancelled: () => orderOf(2), paid: () => orderOf(1) };

/** The pay screen (src/pages/PayOrderPage) on the order picked by `order`; pay-success and the order list are stub landings. */
export const PayOrderAt = ({ order = 'pending' }: { order?: keyof typeof PICK }) => (
  <At
    path="/pay-order/:orderId"
    to={`/pay-order/${PICK[order]().orderId}`}
    page={<PayOrderPage />}
    also={['/pay-success/:orderId', '/orders']}
  />
);

/**
 * The frame of a pay screen story file, to spread into its meta after the title. The shop is seeded at wall time so
 * the unpaid order's window is live (the countdown reads the mock's clock from each answer's Date header; the device
 * clock stands in until the first one), then the `normal` persona logs in.
 */
export const payOrderStory = { component: PayOrderAt, beforeEach: atWallTime('normal') };
