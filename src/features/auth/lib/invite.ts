import { getItem, setItem } from '@/lib/storage';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TOKEN_ID = /^\d{1,20}$/;

/**
 * Invite links carry `invitor_address` (and optionally `invitor_tokenId`) on any route. They are kept
 * (spec storage keys) and sent with the next login. Malformed values are ignored, never stored.
 */
export function captureInvite(search: string): boolean {
  const params = new URLSearchParams(search);
  const address = params.get('invitor_address');
  const tokenId = params.get('invitor_tokenId');
  let stored = false;
  if (address && ADDRESS.test(address)) {
    setItem('invitorAddress', address.toLowerCase());
    stored = true;
  }
  if (tokenId && TOKEN_ID.test(tokenId)) {
    setItem('invitorTokenId', tokenId);
    stored = true;
  }
  return stored;
}

export function storedInviter(): string {
  const address = getItem('invitorAddress');
  return address && ADDRESS.test(address) ? address : '';
}

export function forgetInviter(): void {
  setItem('invitorAddress', null);
}
