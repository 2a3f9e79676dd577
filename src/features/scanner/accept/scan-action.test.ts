import { describe, expect, it, vi } from 'vitest';
import { classifyScan, performScanAction, type ScanAction } from './scan-action';

const ORIGIN = 'https://mall.example';
const ADDR = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('classifyScan', () => {
  it('navigates to goods and asset pages of this app', () => {
    expect(classifyScan(`${ORIGIN}/goods/1024`, ORIGIN)).toEqual({ kind: 'navigate', path: '/goods/1024' });
    expect(classifyScan(` ${ORIGIN}/goods/G-7_x/ `, ORIGIN)).toEqual({ kind: 'navigate', path: '/goods/G-7_x' });
    expect(classifyScan(`${ORIGIN}/asset/55/9001`, ORIGIN)).toEqual({ kind: 'navigate', path: '/asset/55/9001' });
    expect(classifyScan(`${ORIGIN}/#/goods/3`, ORIGIN)).toEqual({ kind: 'navigate', path: '/goods/3' });
  });

  it('never follows other origins, other pages, or odd schemes', () => {
    for (const t of [
      'https://evil.example/goods/1',
      'http://mall.example/goods/1', // other scheme = other origin
      `${ORIGIN}/orders`,
      `${ORIGIN}/goods/1/../../login`,
      `${ORIGIN}/asset/1/not-a-token`,
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '/goods/1',
    ]) {
      const a = classifyScan(t, ORIGIN);
      expect(a.kind, t).toBe(t.startsWith(ORIGIN) ? 'unusable' : 'text');
    }
    // A link to this app's own pages that the scanner does not open is said to be so, not shown as mere text.
    expect(classifyScan(`${ORIGIN}/orders`, ORIGIN)).toEqual({
      kind: 'unusable',
      text: `${ORIGIN}/orders`,
      reason: 'appPage',
    });
  });

  it('reads an invite link, with or without a token id, from any origin', () => {
    expect(classifyScan(`${ORIGIN}/login?invitor_address=${ADDR}&invitor_tokenId=12`, ORIGIN)).toEqual({
      kind: 'invite',
      invite: { address: ADDR, tokenId: '12' },
    });
    expect(classifyScan(`https://share.example/#/?invitor_address=${ADDR}`, ORIGIN)).toEqual({
      kind: 'invite',
      invite: { address: ADDR },
    });
  });

  it('reads bare and JSON invite codes', () => {
    expect(classifyScan(`invitor_address=${ADDR}&invitor_tokenId=3`, ORIGIN)).toEqual({
      kind: 'invite',
      invite: { address: ADDR, tokenId: '3' },
    });
    expect(classifyScan(JSON.stringify({ invitor_address: ADDR, invitor_tokenId: 4 }), ORIGIN)).toEqual({
      kind: 'invite',
      invite: { address: ADDR, tokenId: '4' },
    });
  });

  it('keeps the inviter of a shared goods link and drops a malformed token id', () => {
    expect(classifyScan(`${ORIGIN}/goods/8?invitor_address=${ADDR}&invitor_tokenId=x`, ORIGIN)).toEqual({
      kind: 'navigate',
      path: '/goods/8',
      invite: { address: ADDR },
    });
  });

  it('says an invite with a malformed inviter address is unusable (not plain text, not dropped)', () => {
    expect(classifyScan('invitor_address=0x123', ORIGIN)).toEqual({
      kind: 'unusable',
      text: 'invitor_address=0x123',
      reason: 'invite',
    });
    expect(classifyScan('{"invitor_address": 5', ORIGIN)).toMatchObject({ kind: 'unusable', reason: 'invite' });
    expect(classifyScan(`https://share.example/?invitor_address=0xnothex`, ORIGIN)).toMatchObject({
      kind: 'unusable',
      reason: 'invite',
    });
    expect(classifyScan('hello 世界', ORIGIN)).toEqual({ kind: 'text', text: 'hello 世界' });
  });

  it('says a text with control characters or undecodable bytes is unusable', () => {
    expect(classifyScan('ab\u0000cd', ORIGIN)).toEqual({ kind: 'unusable', text: 'ab\u0000cd', reason: 'unprintable' });
    expect(classifyScan('\uFFFD\uFFFDx', ORIGIN)).toMatchObject({ kind: 'unusable', reason: 'unprintable' });
    // Tabs and line breaks are ordinary text.
    expect(classifyScan('line 1\nline 2\tend', ORIGIN).kind).toBe('text');
  });
});

describe('performScanAction', () => {
  const deps = () => ({ navigate: vi.fn(), saveInvite: vi.fn(), showResult: vi.fn() });

  it('stores the invite before navigating', async () => {
    const d = deps();
    await performScanAction({ kind: 'navigate', path: '/goods/1', invite: { address: ADDR } }, d);
    expect(d.saveInvite).toHaveBeenCalledWith({ address: ADDR });
    expect(d.navigate).toHaveBeenCalledWith('/goods/1');
    expect(d.saveInvite.mock.invocationCallOrder[0]).toBeLessThan(d.navigate.mock.invocationCallOrder[0]!);
    expect(d.showResult).not.toHaveBeenCalled();
  });

  it('shows invites and text in the result sheet without navigating', async () => {
    const d = deps();
    const invite: ScanAction = { kind: 'invite', invite: { address: ADDR, tokenId: '1' } };
    await performScanAction(invite, d);
    await performScanAction({ kind: 'text', text: 'https://evil.example' }, d);
    expect(d.saveInvite).toHaveBeenCalledTimes(1);
    expect(d.showResult).toHaveBeenNthCalledWith(1, invite);
    expect(d.showResult).toHaveBeenNthCalledWith(2, { kind: 'text', text: 'https://evil.example' });
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('shows no "saved" sheet when the shopper kept the stored inviter', async () => {
    const d = { ...deps(), saveInvite: vi.fn(async () => false) };
    await performScanAction({ kind: 'invite', invite: { address: ADDR } }, d);
    expect(d.showResult).not.toHaveBeenCalled();
  });
});
