import { ADDRESS_MAX_BEFORE_INSERT, addressesEndpoints, UserExpressVO } from '@contracts/addresses';
import { implement } from '../../core/implement';
import { say } from '../../core/messages';
import { failWith, invalid, ok } from '../../core/respond';
import { addressesOf, nextAddressId, userAddresses } from './table';

const toVO = (r: unknown) => UserExpressVO.parse(r);

const FIELD_NAMES = {
  name: { zh: '收货人', en: 'name' },
  phone: { zh: '手机号', en: 'phone' },
  region: { zh: '所在地区', en: 'region' },
  location: { zh: '详细地址', en: 'location' },
} as const;

// The real backend keeps no order (no ORDER BY); insertion order is what MySQL usually gives.
const list = implement(addressesEndpoints.list, ({ me }) =>
  ok(
    addressesOf(me.address)
      .sort((a, b) => a.id - b.id)
      .map(toVO),
  ),
);

// Real quirk kept: detail does not check ownership (docs/backend/endpoints.md#address-detail).
const detail = implement(addressesEndpoints.detail, ({ input }) => {
  const row = userAddresses.findFirst((q) => q.where({ id: input.id }));
  return row ? ok(toVO(row)) : ok();
});

/**
 * docs/backend/rules.md#r29-address-book: fields non-blank, default unique, insert refused when the user already has
 * more than 25.
 */
const save = implement(addressesEndpoints.save, async ({ input, me, lang }) => {
  for (const key of ['name', 'phone', 'region', 'location'] as const) {
    if (input[key].trim() === '') {
      const label = FIELD_NAMES[key];
      return invalid(lang, say(lang, { zh: `${label.zh}不能为空`, en: `${label.en} must not be blank` }));
    }
  }
  const owner = me.address;
  const existing = input.id === undefined ? undefined : userAddresses.findFirst((q) => q.where({ id: input.id }));
  if (!existing && addressesOf(owner).length > ADDRESS_MAX_BEFORE_INSERT) {
    return failWith('maximum_limit_already_reached', lang);
  }
  if (input.status === 1) {
    await userAddresses.updateMany((q) => q.where({ owner }), {
      data(r) {
        r.status = 0;
      },
    });
  }
  const fields = {
    name: input.name.trim(),
    phone: input.phone.trim(),
    region: input.region.trim(),
    location: input.location.trim(),
    status: input.status,
  };
  // Real quirk kept: update does not check who owns `id`; an unknown id inserts.
  if (existing) {
    await userAddresses.update((q) => q.where({ id: existing.id }), {
      data(r) {
        Object.assign(r, fields);
      },
    });
  } else await userAddresses.create({ ...fields, id: nextAddressId(), owner });
  return ok();
});

const remove = implement(addressesEndpoints.delete, async ({ input, me, lang }) => {
  const row = userAddresses.findFirst((q) => q.where({ id: input.id }));
  if (!row || row.owner !== me.address) return failWith('invalid_parameter', lang);
  await userAddresses.delete((q) => q.where({ id: input.id }));
  return ok();
});

export const addressesHandlers = [list, detail, save, remove];
