/**
 * The hand-written part of the shop: goods that exercise every rule (types, sale types, limits, stock
 * edges, physical vs token-only, blind boxes). Filler goods for scrolling come from faker in goods.ts.
 */
export interface SkuSeed {
  v1: string;
  v2: string;
  price: string;
  total: number;
  sales: number;
  /** −1 unlimited, 0 cannot buy, n per address. */
  limit?: number;
  orderPack?: number;
  blindBox?: boolean;
}

export interface GoodsSeed {
  key: string;
  merchant: 'merchant' | 'merchant2';
  type: 0 | 1 | 2;
  saleType?: 0 | 1;
  name: string;
  des: string;
  titles: [string, string];
  expressType: 0 | 1;
  skus: SkuSeed[];
  /** Days relative to now: negative is in the past. */
  saleInDays?: number;
  /** Whitelist sale turns normal this many days from now. */
  normalInDays?: number;
  status?: number;
  recommended?: boolean;
  /** Addresses (persona keys) on the whitelist with their allowance. */
  whitelist?: Record<string, number>;
}

const sizes = ['标准版', '豪华版'];

export const CATALOG: GoodsSeed[] = [
  {
    key: 'figure',
    merchant: 'merchant',
    type: 0,
    name: '星际旅人潮玩手办',
    des: '设计师联名款，含收藏证书',
    titles: ['颜色', '尺寸'],
    expressType: 1,
    recommended: true,
    skus: [
      {
        v1: '星空蓝',
        v2: sizes[0] as string,
        price: '199',
        total: 200,
        sales: 57,
      },
      {
        v1: '星空蓝',
        v2: sizes[1] as string,
        price: '299.9',
        total: 50,
        sales: 50,
      },
      {
        v1: '烈焰红',
        v2: sizes[0] as string,
        price: '209',
        total: 120,
        sales: 33,
      },
      {
        v1: '烈焰红',
        v2: sizes[1] as string,
        price: '329.5',
        total: 30,
        sales: 12,
      },
    ],
  },
  {
    key: 'dunhuang',
    merchant: 'merchant',
    type: 0,
    name: '敦煌飞天数字藏品',
    des: '链上确权，仅限数字持有',
    titles: ['款式', '版本'],
    expressType: 0,
    recommended: true,
    skus: [
      {
        v1: '飞天',
        v2: '普通版',
        price: '9.9',
        total: 1000,
        sales: 388,
        limit: 5,
      },
      { v1: '飞天', v2: '典藏版', price: '99', total: 10, sales: 7, limit: 5 },
      {
        v1: '九色鹿',
        v2: '普通版',
        price: '9.9',
        total: 1000,
        sales: 120,
        limit: 5,
      },
      {
        v1: '九色鹿',
        v2: '典藏版',
        price: '128',
        total: 20,
        sales: 20,
        limit: 5,
      },
    ],
  },
  {
    key: 'shanhai',
    merchant: 'merchant',
    type: 1,
    name: '山海经神兽盲盒',
    des: '五款神兽随机掉落，隐藏款麒麟',
    titles: ['系列', '规格'],
    expressType: 0,
    recommended: true,
    skus: [
      {
        v1: '神兽系列',
        v2: '单盒',
        price: '39',
        total: 100,
        sales: 0,
        limit: 10,
        blindBox: true,
      },
      { v1: '青龙', v2: '奖品', price: '39', total: 30, sales: 0 },
      { v1: '白虎', v2: '奖品', price: '39', total: 30, sales: 0 },
      { v1: '朱雀', v2: '奖品', price: '39', total: 20, sales: 0 },
      { v1: '玄武', v2: '奖品', price: '39', total: 15, sales: 0 },
      { v1: '麒麟（隐藏款）', v2: '奖品', price: '39', total: 5, sales: 0 },
    ],
  },
  {
    key: 'sachet',
    merchant: 'merchant',
    type: 0,
    saleType: 1,
    name: '故宫联名香囊（白名单）',
    des: '白名单优先购，三日后公开发售',
    titles: ['香型', '包装'],
    expressType: 1,
    normalInDays: 3,
    whitelist: { normal: 2, inviter: 1 },
    skus: [
      {
        v1: '沉香',
        v2: '礼盒装',
        price: '168',
        total: 300,
        sales: 41,
        limit: 4,
      },
      {
        v1: '檀香',
        v2: '礼盒装',
        price: '168',
        total: 300,
        sales: 19,
        limit: 4,
      },
    ],
  },
  {
    key: 'badge',
    merchant: 'merchant',
    type: 0,
    name: '国潮熊猫徽章',
    des: '已售罄，敬请期待补货',
    titles: ['颜色', '尺寸'],
    expressType: 1,
    skus: [
      { v1: '黑白', v2: '小号', price: '29.9', total: 80, sales: 80 },
      { v1: '彩色', v2: '小号', price: '35', total: 80, sales: 80 },
    ],
  },
  {
    key: 'lowstock',
    merchant: 'merchant2',
    type: 0,
    name: '手工紫砂壶·石瓢',
    des: '名家手作，仅余少量',
    titles: ['容量', '泥料'],
    expressType: 1,
    skus: [
      { v1: '200ml', v2: '紫泥', price: '880', total: 10, sales: 7 },
      { v1: '200ml', v2: '朱泥', price: '1280', total: 5, sales: 5 },
      {
        v1: '300ml',
        v2: '紫泥',
        price: '980',
        total: 8,
        sales: 2,
        orderPack: 2,
      },
    ],
  },
  {
    key: 'puer',
    merchant: 'merchant2',
    type: 0,
    name: '云南古树普洱茶饼',
    des: '357克/饼，可提货可链上持有',
    titles: ['年份', '规格'],
    expressType: 1,
    skus: [
      {
        v1: '2019年',
        v2: '单饼',
        price: '258',
        total: 500,
        sales: 90,
        limit: 3,
      },
      {
        v1: '2019年',
        v2: '七子饼一提',
        price: '1688',
        total: 60,
        sales: 6,
        limit: 3,
      },
      {
        v1: '2021年',
        v2: '单饼',
        price: '198',
        total: 500,
        sales: 140,
        limit: 3,
      },
      {
        v1: '2021年',
        v2: '七子饼一提',
        price: '1299',
        total: 60,
        sales: 11,
        limit: 3,
      },
    ],
  },
  {
    key: 'medal',
    merchant: 'merchant2',
    type: 0,
    name: '链上周年纪念勋章（展示品）',
    des: '仅展示，不对外销售',
    titles: ['材质', '编号'],
    expressType: 0,
    skus: [
      {
        v1: '纯银',
        v2: '001-100',
        price: '520',
        total: 100,
        sales: 0,
        limit: 0,
      },
    ],
  },
  {
    key: 'mecha',
    merchant: 'merchant2',
    type: 1,
    name: '赛博朋克机甲盲盒',
    des: '四款机甲，稀有款概率 5%',
    titles: ['系列', '规格'],
    expressType: 0,
    recommended: true,
    skus: [
      {
        v1: '机甲系列',
        v2: '单盒',
        price: '59',
        total: 200,
        sales: 26,
        limit: -1,
        blindBox: true,
      },
      { v1: '霓虹猎手', v2: '奖品', price: '59', total: 80, sales: 10 },
      { v1: '量子骑士', v2: '奖品', price: '59', total: 60, sales: 8 },
      { v1: '暗影刺客', v2: '奖品', price: '59', total: 45, sales: 6 },
      { v1: '泰坦（稀有）', v2: '奖品', price: '59', total: 10, sales: 2 },
    ],
  },
  {
    key: 'dragon',
    merchant: 'merchant2',
    type: 0,
    name: '龙年生肖数字徽章',
    des: '每个地址限购 1 枚',
    titles: ['款式', '版本'],
    expressType: 0,
    skus: [
      {
        v1: '金龙',
        v2: '限定版',
        price: '66',
        total: 888,
        sales: 300,
        limit: 1,
      },
      {
        v1: '青龙',
        v2: '限定版',
        price: '66',
        total: 888,
        sales: 210,
        limit: 1,
      },
    ],
  },
  {
    key: 'soul',
    merchant: 'merchant2',
    type: 2,
    name: '传说级龙魂（合成品）',
    des: '由三枚生肖徽章合成，不可直接购买',
    titles: ['等级', '版本'],
    expressType: 0,
    skus: [{ v1: '传说', v2: '合成版', price: '0', total: 50, sales: 4 }],
  },
  {
    key: 'upcoming',
    merchant: 'merchant',
    type: 0,
    name: '青花瓷茶具套装（即将开售）',
    des: '后天上午十点开售',
    titles: ['花色', '件数'],
    expressType: 1,
    saleInDays: 2,
    skus: [
      { v1: '缠枝莲', v2: '六件套', price: '399', total: 100, sales: 0 },
      { v1: '缠枝莲', v2: '十件套', price: '599', total: 100, sales: 0 },
    ],
  },
  {
    key: 'draft',
    merchant: 'merchant',
    type: 0,
    name: '草稿商品：未上架的书法扇',
    des: '草稿，不在列表中出现',
    titles: ['字体', '尺寸'],
    expressType: 1,
    status: 0,
    skus: [{ v1: '行书', v2: '七寸', price: '88', total: 20, sales: 0 }],
  },
];

export const FILLER_ADJECTIVES = ['复古', '限定', '手工', '联名', '经典', '轻奢', '国风', '极简'];
export const FILLER_NOUNS = [
  '陶瓷马克杯',
  '帆布托特包',
  '蓝牙音箱',
  '机械键盘',
  '香薰蜡烛',
  '真丝丝巾',
  '保温杯',
  '钢笔礼盒',
  '竹制折扇',
  '铜制书签',
];
export const FILLER_AXES: Array<{
  titles: [string, string];
  v1: string[];
  v2: string[];
}> = [
  { titles: ['颜色', '尺寸'], v1: ['象牙白', '墨黑'], v2: ['S', 'M'] },
  {
    titles: ['款式', '版本'],
    v1: ['经典款', '新年款'],
    v2: ['普通版', '礼盒版'],
  },
];

/** The description HTML carries markup the client must sanitise (script, inline handlers). */
export function richDetail(name: string, cover: string, hostile: boolean): string {
  const parts = [
    `<h3>${name}</h3>`,
    '<p>精选材料，匠心制作。<strong>每一件都附带链上凭证</strong>，可随时查验真伪。</p>',
    `<p><img src="${cover}" alt="${name}" /></p>`,
    '<ul><li>7 天内可申请退款</li><li>支持 BTY 与 USDT 支付</li><li>下单后 30 分钟内完成支付</li></ul>',
  ];
  if (hostile)
    parts.push('<img src="x" onerror="alert(1)" /><script>alert("xss")</script><a href="javascript:alert(2)">点我</a>');
  return parts.join('');
}
