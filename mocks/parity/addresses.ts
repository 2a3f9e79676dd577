import type { ParityRow } from './row';

/** Address book (docs/backend/rules.md#r29-address-book). */
export const ADDRESSES_ROWS: readonly ParityRow[] = [
  {
    id: 'address.limit',
    source: 'docs/backend/rules.md#r29-address-book',
    endpoint: 'addresses.save',
    situation: 'adding an address when the book already holds 26 (more than 25)',
    code: 1,
    zh: '已达最大数量限制',
    en: 'Maximum limit already reached',
  },
];
