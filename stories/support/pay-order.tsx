import type { ComponentType } from 'react';
import { At, atWallTime, orderOf, unpaidOrder } from './shop';

/** The `normal` persona's seeded orders the pay screen is opened on: the live unpaid one, and one per final state. */
const PICK = { pending: unpaidOrder, expired: () => orderOf(3), cancelled: () => orderOf(2), paid: () => orderOf(1) };

/** The order the pay screen opens on (the live unpaid one unless the story says otherwise). */
export interface PayOrderArgs {
  order?: keyof typeof PICK;
}

/**
 * The frame of a pay screen story file, to spread into its meta after the title: `Page` on its route, opened on the
 * order the `order` arg picks, with pay-success and the order list as stub landings. The shop is seeded at wall time
 * so the unpaid order's window is live (the countdown reads the mock's clock from each answer's Date header; the
 * device clock stands in until the first one), then the `normal` persona logs in. `Page` is the file's own import of
 * src/pages/PayOrderPage: that import links the file to the page's endpoints in docs/endpoints.md.
 */
export function payOrderStory(Page: ComponentType) {
  const PayOrderAt = ({ order = 'pending' }: PayOrderArgs) => (
    <At
      path="/pay-order/:orderId"
      to={`/pay-order/${PICK[order]().orderId}`}
      page={<Page />}
      also={['/pay-success/:orderId', '/orders']}
    />
  );
  return { component: PayOrderAt, beforeEach: atWallTime('normal') };
}
