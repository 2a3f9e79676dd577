/**
 * The hand-written part of the shop: goods that exercise every rule (types, sale types, limits, stock
 * edges, physical vs token-only, blind boxes). Filler goods for scrolling come from faker in seed.ts.
 */
export interface SkuSeed {
  v1: string;
  v2: string;
  price: string;
  total: number;
  sales: number;
  /** −1 unlimited, 0 cannot buy, n per address. */
  limit?: number;
  orderPack?: number;
  blindBox?: boolean;
}

export interface GoodsSeed {
  key: string;
  merchant: 'merchant' | 'merchant2';
  type: 0 | 1 | 2;
  saleType?: 0 | 1;
  name: string;
  des: string;
  titles: [string, string];
  expressType: 0 | 1;
  skus: SkuSeed[];
  /**
   * Days relative to now: negative is in the past. null: no sale time at all
   * (docs/backend/corrections.md#b8-no-sale-time; the column is nullable).
   */
  saleInDays?: number | null;
  /** Whitelist sale turns normal this many days from now. */
  normalInDays?: number;
  status?: number;
  recommended?: boolean;
  /** Addresses (persona keys) on the whitelist with their allowance. */
  whitelist?: Record<string, number>;
}
