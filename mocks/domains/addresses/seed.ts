import { persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { regionOf } from './regions';
import { nextAddressId, userAddresses } from './table';

/** `region` is "province city district" separated by spaces, as the address editor writes it. */
const NORMAL_BOOK = [
  {
    name: '张伟',
    phone: '13812345678',
    region: regionOf('440305'), // 广东省 深圳市 南山区
    location: '科技园南区高新南七道 18 号 3 栋 1201',
    status: 1 as const,
  },
  {
    name: '李娜',
    phone: '+8615900001111',
    region: regionOf('310115'), // 上海市 上海市 浦东新区
    location: '世纪大道 100 号环球金融中心 45 楼',
    status: 0 as const,
  },
  {
    name: '王芳',
    phone: '010-62345678',
    region: regionOf('110108'), // 北京市 北京市 海淀区
    location: '中关村大街 27 号中关村大厦 8 层',
    status: 0 as const,
  },
];

export async function seedAddresses(_s: SeedContext): Promise<void> {
  const owner = persona('normal').address;
  for (const a of NORMAL_BOOK) await userAddresses.create({ ...a, id: nextAddressId(), owner });
  // The inviter has a single non-default address: the editor's "first address" case.
  await userAddresses.create({
    id: nextAddressId(),
    owner: persona('inviter').address,
    name: '赵敏',
    phone: '13700007777',
    region: regionOf('330106'), // 浙江省 杭州市 西湖区
    location: '文三路 90 号东部软件园 2 号楼',
    status: 0,
  });
}
