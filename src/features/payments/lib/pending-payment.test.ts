import { describe, expect, it } from 'vitest';
import { clearPending, type KeyValueStore, loadPending, savePending } from './pending-payment';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const hash = `0x${'ab'.repeat(32)}`;

describe('pending payment', () => {
  it('survives a reload per order and is cleared once done', () => {
    const s = memory();
    savePending({ orderId: 'o1', chainType: 0, txHash: hash, sentAt: 1 }, s);
    expect(loadPending('o1', s)).toEqual({ orderId: 'o1', chainType: 0, txHash: hash, sentAt: 1 });
    expect(loadPending('o2', s)).toBeNull();
    clearPending('o1', s);
    expect(loadPending('o1', s)).toBeNull();
  });
  it('ignores tampered or foreign entries', () => {
    const s = memory();
    s.setItem('mall_pending_pay:o1', '{not json');
    expect(loadPending('o1', s)).toBeNull();
    s.setItem('mall_pending_pay:o1', JSON.stringify({ orderId: 'o9', chainType: 0, txHash: hash, sentAt: 1 }));
    expect(loadPending('o1', s)).toBeNull();
  });
});
