import { getItem, setItem } from '@/lib/storage';
import type { Invite } from './scan-action';

/**
 * Stores a scanned invite. A scanned code must not silently replace an inviter the shopper already
 * came with (anyone can put a code in front of the camera): when one is stored and differs, the shopper
 * is asked first. Resolves true when the invite was stored (or was already the stored one).
 */
export async function saveInviteAsking(
  invite: Invite,
  ask: (current: string, next: string) => Promise<boolean>,
): Promise<boolean> {
  const current = getItem('invitorAddress') ?? '';
  if (current && current.toLowerCase() !== invite.address.toLowerCase()) {
    if (!(await ask(current, invite.address))) return false;
  }
  setItem('invitorAddress', invite.address);
  // A new inviter without a token must not inherit the previous inviter's token.
  setItem('invitorTokenId', invite.tokenId ?? null);
  return true;
}
