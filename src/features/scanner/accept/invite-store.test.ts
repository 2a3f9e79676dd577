// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem, setItem } from '@/lib/storage';
import { saveInviteAsking } from './invite-store';

const OLD = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc';
const NEW = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('saveInviteAsking', () => {
  beforeEach(() => localStorage.clear());

  it('stores the first inviter without asking', async () => {
    const ask = vi.fn(async () => true);
    await expect(saveInviteAsking({ address: NEW, tokenId: '3' }, ask)).resolves.toBe(true);
    expect(ask).not.toHaveBeenCalled();
    expect([getItem('invitorAddress'), getItem('invitorTokenId')]).toEqual([NEW, '3']);
  });

  it('asks before replacing a stored inviter, and keeps it when the shopper says no', async () => {
    setItem('invitorAddress', OLD);
    setItem('invitorTokenId', '7');
    const ask = vi.fn(async () => false);
    await expect(saveInviteAsking({ address: NEW }, ask)).resolves.toBe(false);
    expect(ask).toHaveBeenCalledWith(OLD, NEW);
    expect([getItem('invitorAddress'), getItem('invitorTokenId')]).toEqual([OLD, '7']);
  });

  it('replaces it (and its token id) when the shopper agrees', async () => {
    setItem('invitorAddress', OLD);
    setItem('invitorTokenId', '7');
    await expect(saveInviteAsking({ address: NEW }, async () => true)).resolves.toBe(true);
    expect([getItem('invitorAddress'), getItem('invitorTokenId')]).toEqual([NEW, null]);
  });

  it('does not ask again for the same inviter in another letter case', async () => {
    setItem('invitorAddress', NEW.toLowerCase());
    const ask = vi.fn(async () => false);
    await expect(saveInviteAsking({ address: NEW }, ask)).resolves.toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });
});
