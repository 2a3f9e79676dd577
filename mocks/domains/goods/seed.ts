import { mockImage } from '../../core/image-urls';
import { persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { CATALOG, type GoodsSeed } from './seed-catalog';
import { FILLER_ADJECTIVES, FILLER_AXES, FILLER_NOUNS, richDetail } from './seed-filler';
import {
  banners,
  DEFAULT_CONTRACT,
  datePrefix,
  favorites,
  INSIDE_ADDRESSES,
  merchants,
  skus,
  spus,
  whitelist,
} from './table';

const DAY = 86_400_000;

async function seedMerchants(): Promise<void> {
  await merchants.create({
    address: persona('merchant').address,
    name: '尚品潮玩',
    headUrl: mockImage('merchant', 'merchant', '尚品'),
    insideAddress: INSIDE_ADDRESSES.merchant,
  });
  await merchants.create({
    address: persona('merchant2').address,
    name: '链上好物',
    headUrl: mockImage('merchant', 'merchant2', '好物'),
    insideAddress: INSIDE_ADDRESSES.merchant2,
  });
}

function fillerSeeds(s: SeedContext, count: number): GoodsSeed[] {
  const out: GoodsSeed[] = [];
  for (let i = 0; i < count; i++) {
    const axes = s.faker.helpers.arrayElement(FILLER_AXES);
    const base = s.faker.number.int({ min: 19, max: 399 });
    out.push({
      key: `filler${i}`,
      merchant: i % 2 === 0 ? 'merchant' : 'merchant2',
      type: 0,
      name: `${s.faker.helpers.arrayElement(FILLER_ADJECTIVES)}${s.faker.helpers.arrayElement(FILLER_NOUNS)}`,
      des: s.faker.lorem.sentence(),
      titles: axes.titles,
      expressType: i % 3 === 0 ? 0 : 1,
      skus: axes.v1.flatMap((v1, a) =>
        axes.v2.map((v2, b) => {
          const total = s.faker.number.int({ min: 20, max: 500 });
          return {
            v1,
            v2,
            price: String(base + a * 10 + b * 20),
            total,
            sales: s.faker.number.int({ min: 0, max: total - 1 }),
          };
        }),
      ),
      saleInDays: -s.faker.number.int({ min: 1, max: 60 }),
    });
  }
  return out;
}

/** Minimum price as the decimal string of the cheapest SKU (compared exactly, in cents). */
function lowest(prices: string[]): string {
  const cents = (p: string) => Math.round(Number(p) * 100);
  return prices.reduce((a, b) => (cents(b) < cents(a) ? b : a));
}

/** The random parts of one goods row. */
interface Picks {
  idSuffix: () => number;
  favorite: () => number;
  traceHash: () => string;
}
const fakerPicks = (s: SeedContext): Picks => ({
  idSuffix: () => s.faker.number.int({ min: 10, max: 99 }),
  favorite: () => s.faker.number.int({ min: 0, max: 300 }),
  traceHash: () => `0x${s.faker.string.hexadecimal({ length: 64, prefix: '', casing: 'lower' })}`,
});

async function seedOne(s: SeedContext, g: GoodsSeed, serial: number, pick: Picks = fakerPicks(s)): Promise<void> {
  const goodsId = `${datePrefix(s.now - 30 * DAY)}${String(serial).padStart(6, '0')}${String(pick.idSuffix())}`;
  const cover = mockImage('goods', g.key, g.name.slice(0, 6));
  const merchantAddress = persona(g.merchant).address;
  const saleSkus = g.type === 1 ? g.skus.filter((k) => k.blindBox) : g.skus;
  const total = saleSkus.reduce((n, k) => n + k.total, 0);
  const sales = saleSkus.reduce((n, k) => n + k.sales, 0);
  const spuLimit = saleSkus[0]?.limit ?? -1;
  await spus.create({
    goodsId,
    type: g.type,
    name: g.name,
    cover,
    price: lowest(saleSkus.map((k) => k.price)),
    total,
    sales,
    stock: total - sales,
    favorite: pick.favorite(),
    saleType: g.saleType ?? 0,
    ...(g.saleInDays === null ? {} : { saleTime: s.now + (g.saleInDays ?? -20 + (serial % 7)) * DAY }),
    ...(g.normalInDays !== undefined ? { saleTimeNormal: s.now + g.normalInDays * DAY } : {}),
    classifies: [1 + (serial % 3)],
    des: g.des,
    detail: richDetail(g.name, cover, g.key === 'figure'),
    images: [cover, mockImage('goods', `${g.key}-2`, '细节图'), mockImage('goods', `${g.key}-3`, '包装')],
    merchantAddress,
    status: g.status ?? 4,
    hiddenStatus: 0,
    recommended: g.recommended ?? false,
    showOrder: serial,
    title1: g.titles[0],
    title2: g.titles[1],
    ctId: DEFAULT_CONTRACT.ctId,
    limitNum: spuLimit,
  });
  let n = 0;
  for (const k of g.skus) {
    n += 1;
    const skuSerial = serial * 100 + n;
    await skus.create({
      skuId: `${datePrefix(s.now - 30 * DAY)}${String(skuSerial).padStart(8, '0')}`,
      goodsId,
      propValue1: k.v1,
      propValue2: k.v2,
      name: `${g.name}·${k.v1}`,
      tokenName: `${k.v1}${k.v2}`,
      cover: mockImage('goods', `${g.key}-${n}`, k.v1),
      price: k.price,
      total: k.total,
      sales: k.sales,
      stock: k.total - k.sales,
      orderPack: k.orderPack ?? 1,
      expressType: g.expressType,
      blindBoxType: k.blindBox ? 1 : 0,
      traceHash: n % 2 === 0 ? '' : pick.traceHash(),
      limitNum: k.limit ?? -1,
      mintStatus: 3,
      tokenPrefix: skuSerial,
      tokenSerial: k.sales,
    });
  }
  for (const [key, num] of Object.entries(g.whitelist ?? {})) {
    await whitelist.create({
      goodsId,
      address: persona(key as 'normal').address,
      num,
    });
  }
}

/**
 * docs/backend/corrections.md#b8-no-sale-time: goods on sale whose sale time was never set (a nullable column). The
 * real backend lists them and shows their detail, and submitting an order for them fails with code 1 "Internal error".
 */
export const UNDATED: GoodsSeed = {
  key: 'undated',
  merchant: 'merchant2',
  type: 0,
  name: '手作漆器首饰盒（开售时间待定）',
  des: '开售时间尚未公布',
  titles: ['颜色', '规格'],
  expressType: 1,
  skus: [{ v1: '朱红', v2: '标准', price: '268', total: 30, sales: 0 }],
  saleInDays: null,
};

async function seedBanners(s: SeedContext): Promise<void> {
  const figure = spus.findFirst((q) => q.where({ name: '星际旅人潮玩手办' }));
  const rows = [
    {
      title: '星际旅人限时首发',
      target: figure ? `/goods/${figure.goodsId}` : '/',
      status: 1 as const,
    },
    { title: '新人专享抽签', target: '/lotteryList', status: 1 as const },
    {
      title: '比特元链浏览器',
      target: 'https://mainnet.bityuan.com/',
      status: 1 as const,
    },
    // Hostile or off-list targets: the client must not open them.
    { title: '神秘活动', target: 'javascript:alert(1)', status: 1 as const },
    {
      title: '外部推广',
      target: 'http://promo.example.com/',
      status: 1 as const,
    },
    { title: '已下线的横幅', target: '/', status: 0 as const },
  ];
  let id = 0;
  for (const r of rows) {
    id += 1;
    await banners.create({
      id,
      title: r.title,
      cover: mockImage('banner', id, r.title),
      target: r.target,
      status: r.status,
      startTime: s.now - 10 * DAY,
      endTime: s.now + 30 * DAY,
      showOrder: id,
    });
  }
  await banners.create({
    id: id + 1,
    title: '已过期的活动',
    cover: mockImage('banner', id + 1, '过期'),
    target: '/',
    status: 1,
    startTime: s.now - 30 * DAY,
    endTime: s.now - DAY,
    showOrder: 0,
  });
}

export async function seedGoods(s: SeedContext): Promise<void> {
  await seedMerchants();
  const all = [...CATALOG, ...fillerSeeds(s, 14)];
  for (let i = 0; i < all.length; i++) await seedOne(s, all[i] as GoodsSeed, i + 1);
  // Last and without faker, so every other seeded row (goods, orders, assets…) stays exactly as before.
  await seedOne(s, UNDATED, all.length + 1, {
    idSuffix: () => 42,
    favorite: () => 0,
    traceHash: () => `0x${'7'.repeat(64)}`,
  });
  await seedBanners(s);
  const normal = persona('normal').address;
  for (const g of spus.findMany((q) => q.where({ recommended: true }))) {
    await favorites.create({
      goodsId: g.goodsId,
      address: normal,
      createTime: s.now - 3 * DAY,
    });
  }
}
