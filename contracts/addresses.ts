import { z } from 'zod';
import { defineEndpoint, NoData } from './core/endpoint';
import { lazySchema } from './core/lazy-schema';
import { Bool01, QueryInt } from './core/primitives';

/** UserExpressRO limits (docs/backend/rules.md#r29-address-book): all non-blank; status 1 = the default address. */
export const ADDRESS_LIMITS = {
  name: 32,
  phone: 16,
  region: 256,
  location: 256,
} as const;
/** Inserting is refused only when the user already has MORE than this many (so 26 are possible). */
export const ADDRESS_MAX_BEFORE_INSERT = 25;

/**
 * UserExpressVO (docs/backend/objects.md#user-express-vo). `region` is the province/city/district text, `location` the
 * street address.
 */
export const UserExpressVO = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    region: z.string(),
    location: z.string(),
    status: Bool01,
  }),
);
export type UserExpressVO = z.infer<typeof UserExpressVO>;

/**
 * The lengths are checked by the schema; blankness is a business check of the real controller
 * (AssertUtils, code 1 with its text), so the resolver does it.
 */
export const UserExpressRO = lazySchema(() =>
  z.object({
    id: z.number().int().optional(),
    name: z.string().max(ADDRESS_LIMITS.name),
    phone: z.string().max(ADDRESS_LIMITS.phone),
    region: z.string().max(ADDRESS_LIMITS.region),
    location: z.string().max(ADDRESS_LIMITS.location),
    status: Bool01,
  }),
);
export type UserExpressRO = z.infer<typeof UserExpressRO>;

export const addressesEndpoints = {
  list: defineEndpoint({
    id: 'addresses.list',
    method: 'GET',
    path: '/api/v/user/express/list',
    summary: "The caller's receiving addresses",
    auth: 'required',
    family: 'v',
    input: () => z.object({}),
    data: () => z.array(UserExpressVO),
  }),
  detail: defineEndpoint({
    id: 'addresses.detail',
    method: 'GET',
    path: '/api/v/user/express/detail',
    summary: 'One receiving address by id, or no data',
    auth: 'required',
    family: 'v',
    input: () => z.object({ id: QueryInt.positive() }),
    data: () => UserExpressVO.optional(),
  }),
  save: defineEndpoint({
    id: 'addresses.save',
    method: 'POST',
    path: '/api/v/user/express/add-update',
    summary: 'Add (no or unknown id) or update an address; status 1 makes it the only default; > 25 refused',
    auth: 'required',
    family: 'v',
    input: UserExpressRO,
    data: NoData,
  }),
  // Real-backend addition: not in the spec's call list, but issue 6 needs delete and mall-web3 has it.
  delete: defineEndpoint({
    id: 'addresses.delete',
    method: 'POST',
    path: '/api/v/user/express/delete',
    summary: 'Delete one of the caller’s addresses (ownership checked)',
    auth: 'required',
    family: 'v',
    input: () => z.object({ id: z.number().int().positive() }),
    data: NoData,
  }),
} as const;
