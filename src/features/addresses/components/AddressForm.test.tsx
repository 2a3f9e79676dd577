// @vitest-environment jsdom

import { persona } from '@mocks/core/personas';
import { addressesOf, userAddresses } from '@mocks/domains/addresses/table';
import { setupMockServer, tokenFor } from '@mocks/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { setToken } from '@/lib/storage';
import { fetchToMock } from '@/lib/testing/fetch-to-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { AddressForm } from './AddressForm';

initI18n('zh');
setupMockServer();
const { client } = queryHarness({ queries: { retry: false } });

beforeEach(() => {
  fetchToMock();
});
afterEach(() => cleanup());

function renderForm(id: number, onSaved: () => void) {
  const qc = client();
  render(
    <QueryClientProvider client={qc}>
      <AddressForm id={id} onSaved={onSaved} />
    </QueryClientProvider>,
  );
}

describe('AddressForm with a saved region the dataset does not know', () => {
  it('shows the stored words with a hint, and saving keeps them unchanged', async () => {
    setToken(await tokenFor('normal'));
    const owner = persona('normal').address;
    const [first] = addressesOf(owner);
    if (!first) throw new Error('seed: normal persona has addresses');
    await userAddresses.update((q) => q.where({ id: first.id }), {
      data(r) {
        r.region = '广东省 老城市';
      },
    });
    const onSaved = vi.fn();
    renderForm(first.id, onSaved);
    // The field shows the placeholder until the saved address has loaded: wait for its words.
    await waitFor(() => expect(screen.getByTestId('region-value')).toHaveTextContent('广东省 老城市'));
    expect(screen.getByTestId('region-unknown')).toHaveTextContent('不在最新的行政区划列表中');
    fireEvent.change(screen.getByRole('textbox', { name: '详细地址' }), { target: { value: '新街 9 号' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = addressesOf(owner).find((a) => a.id === first.id);
    expect(saved?.region).toBe('广东省 老城市');
    expect(saved?.location).toBe('新街 9 号');
  });

  it('shows no hint for a region the dataset knows', async () => {
    setToken(await tokenFor('normal'));
    const [first] = addressesOf(persona('normal').address);
    renderForm(first?.id ?? -1, () => {});
    expect(await screen.findByTestId('region-value')).toHaveTextContent('广东省 深圳市 南山区');
    expect(screen.queryByTestId('region-unknown')).toBeNull();
  });
});
