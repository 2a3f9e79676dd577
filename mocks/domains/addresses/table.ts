import { UserExpressVO } from '@contracts/addresses';
import { z } from 'zod';
import { defineTable } from '../../core/store';

/** user_express: the wire UserExpressVO plus its owner. */
export const AddressRecord = UserExpressVO.extend({ owner: z.string() });
export type AddressRecord = z.infer<typeof AddressRecord>;
export const userAddresses = defineTable('userAddresses', AddressRecord);

export function nextAddressId(): number {
  return userAddresses.all().reduce((n, r) => Math.max(n, r.id), 0) + 1;
}

export function addressesOf(owner: string): AddressRecord[] {
  const o = owner.toLowerCase();
  return userAddresses.findMany((q) => q.where({ owner: o }));
}

export function defaultShipTo(owner: string) {
  const list = addressesOf(owner);
  return list.find((a) => a.status === 1) ?? list[0];
}
