// @vitest-environment jsdom

import { persona } from '@mocks/core/personas';
import { orders } from '@mocks/domains/orders/table';
import { skuOf } from '@mocks/domains/orders/testing/buying';
import { setupMockServer, tokenFor } from '@mocks/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '@/lib/storage';
import { fetchToMock } from '@/lib/testing/fetch-to-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { TextKeys } from '@/lib/testing/text-keys';
import { SubmitOrderPopup, type SubmitTarget } from './SubmitOrderPopup';

setupMockServer();
const { client } = queryHarness({ queries: { retry: false } });

beforeEach(() => {
  fetchToMock();
});
afterEach(() => cleanup());

/** `outlive`: the popup stays mounted after the navigation, as it does until the next route has rendered. */
function renderPopup(target: SubmitTarget, outlive = false) {
  const qc = client();
  const popup = <SubmitOrderPopup open onClose={() => {}} target={target} />;
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/goods/x']}>
        {outlive && popup}
        <Routes>
          <Route path="/goods/x" element={outlive ? null : popup} />
          <Route path="/pay-order/:orderId" element={<p>pay page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: TextKeys },
  );
  return qc;
}

const targetOf = (name: string, max: number): SubmitTarget => {
  const { sku } = skuOf(name);
  return {
    skuId: sku.skuId,
    name: sku.name,
    cover: sku.cover,
    price: sku.price,
    expressType: sku.expressType,
    bounds: { min: 1, max, step: 1, blocked: null },
  };
};

describe('SubmitOrderPopup', () => {
  it('clamps the stepper to its bounds and shows the total as ¥ fen/100 with 2 decimals', async () => {
    setToken(await tokenFor('newbie'));
    renderPopup(targetOf('敦煌飞天数字藏品', 3));
    const input = screen.getByRole('spinbutton');
    const total = screen.getByTestId('submit-total');
    expect(total).toHaveTextContent('¥9.90');
    const plus = screen.getByRole('button', { name: 'stepper.increase' });
    for (let i = 0; i < 5; i++) fireEvent.click(plus);
    expect(input).toHaveValue('3');
    expect(total).toHaveTextContent('¥29.70');
  });

  it('creates exactly one order for a double tap and goes to the pay page', async () => {
    setToken(await tokenFor('newbie'));
    renderPopup(targetOf('星际旅人潮玩手办', 50));
    const button = screen.getByRole('button', { name: 'submit.submit' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('pay page')).toBeInTheDocument();
    await waitFor(() =>
      expect(orders.findMany((q) => q.where({ buyerAddress: persona('newbie').address }))).toHaveLength(1),
    );
  });

  it('ignores a second tap that lands after the order was made, before the popup is gone', async () => {
    setToken(await tokenFor('newbie'));
    const qc = renderPopup(targetOf('星际旅人潮玩手办', 50), true);
    const button = screen.getByRole('button', { name: 'submit.submit' });
    fireEvent.click(button);
    expect(await screen.findByText('pay page')).toBeInTheDocument();
    // A tap that submits builds its mutation synchronously, inside the click: the cache counts the submits.
    fireEvent.click(button);
    expect(qc.getMutationCache().getAll()).toHaveLength(1);
    await waitFor(() => expect(qc.isMutating()).toBe(0));
    expect(orders.findMany((q) => q.where({ buyerAddress: persona('newbie').address }))).toHaveLength(1);
  });
});
