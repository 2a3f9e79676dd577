import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import { type AddressRecord, addressesOf, defaultShipTo, nextAddressId, userAddresses } from './table';

setupMockServer();

const upper = (a: string) => a.toUpperCase().replace('0X', '0x');

describe('the seeded address books', () => {
  it('gives normal three addresses (the first the default) and the inviter one non-default address', () => {
    const book = addressesOf(upper(persona('normal').address));
    expect(book.map((a) => [a.id, a.name, a.status])).toEqual([
      [1, '张伟', 1],
      [2, '李娜', 0],
      [3, '王芳', 0],
    ]);
    expect(book[0]).toMatchObject({ phone: '13812345678', region: '广东省 深圳市 南山区' });
    expect(book[1]?.region).toBe('上海市 上海市 浦东新区');
    expect(addressesOf(persona('inviter').address)).toEqual([
      {
        id: 4,
        owner: persona('inviter').address,
        name: '赵敏',
        phone: '13700007777',
        region: '浙江省 杭州市 西湖区',
        location: '文三路 90 号东部软件园 2 号楼',
        status: 0,
      },
    ]);
    expect(addressesOf(persona('newbie').address)).toEqual([]);
  });

  it('numbers a new address one past the highest id, whoever owns it', async () => {
    expect(nextAddressId()).toBe(5);
    await userAddresses.deleteMany((q) => q.where({ id: 1 }));
    expect(nextAddressId()).toBe(5);
    const inviters = addressesOf(persona('inviter').address)[0] as AddressRecord;
    await userAddresses.create({ ...inviters, id: 40 });
    expect(nextAddressId()).toBe(41);
  });
});

describe('where a purchase ships by default', () => {
  it('ships to the default address, else to the first one, else nowhere', async () => {
    expect(defaultShipTo(persona('normal').address)?.name).toBe('张伟');
    await userAddresses.update((q) => q.where({ id: 1 }), {
      data(r) {
        r.status = 0;
      },
    });
    await userAddresses.update((q) => q.where({ id: 3 }), {
      data(r) {
        r.status = 1;
      },
    });
    expect(defaultShipTo(persona('normal').address)?.name).toBe('王芳');
    expect(defaultShipTo(persona('inviter').address)?.name).toBe('赵敏');
    expect(defaultShipTo(persona('newbie').address)).toBeUndefined();
  });
});
