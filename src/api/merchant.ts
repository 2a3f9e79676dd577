import { merchantEndpoints } from '@contracts/merchant';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-query';

/** The merchant's cache keys; an address in any letter case is the same merchant. */
export const merchantKeys = {
  all: ['merchant'] as const,
  detail: (address: string) => [...merchantKeys.all, address.toLowerCase()] as const,
};

export const merchantQuery = (address: string) =>
  endpointQuery(merchantKeys.detail(address), merchantEndpoints.info, { address });

export function useMerchant(address: string) {
  return useQuery({ ...merchantQuery(address), enabled: /^0x[0-9a-fA-F]{40}$/.test(address) });
}
