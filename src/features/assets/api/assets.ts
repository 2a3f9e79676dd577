/** Transitional: the query moved to src/api (issue 32); removed once the last screen imports it from there. */
export { useAddressList as useShipToList } from '@/api/addresses';
export { useAssetDetail } from '@/api/assets';
export { useContracts } from '@/api/chain';
