/**
 * Transitional: the one price formatter is src/lib/money.ts `formatPrice`. This re-export only keeps the
 * goods card (being edited for the first screen) building until its import moves there; then it goes.
 */
export { formatPrice } from '@/lib/money';
