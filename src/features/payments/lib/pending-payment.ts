import { z } from 'zod';
import { session } from '@/lib/storage';

/**
 * A wallet payment whose tx was sent but not yet accepted by /pay. Kept per order in session storage
 * so a reload resumes it (re-submits the same hash) instead of paying twice. Never holds secrets.
 */
export const PendingPayment = z.object({
  orderId: z.string(),
  chainType: z.union([z.literal(0), z.literal(1)]),
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  sentAt: z.number(),
});
export type PendingPayment = z.infer<typeof PendingPayment>;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const keyOf = (orderId: string) => `mall_pending_pay:${orderId}`;

/** Session storage through src/lib/storage.ts: survives a reload, not a new visit. */
const sessionStore: KeyValueStore = {
  getItem: (k) => session.get(k),
  setItem: (k, v) => session.set(k, v),
  removeItem: (k) => session.set(k, null),
};

function store(s?: KeyValueStore): KeyValueStore {
  return s ?? sessionStore;
}

export function savePending(p: PendingPayment, s?: KeyValueStore): void {
  store(s).setItem(keyOf(p.orderId), JSON.stringify(p));
}

export function loadPending(orderId: string, s?: KeyValueStore): PendingPayment | null {
  const raw = store(s).getItem(keyOf(orderId));
  if (!raw) return null;
  try {
    const parsed = PendingPayment.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.orderId === orderId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPending(orderId: string, s?: KeyValueStore): void {
  store(s).removeItem(keyOf(orderId));
}
