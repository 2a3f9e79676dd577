import type { LotteryRule } from '@contracts/lotteries';
import { mockImage } from '../../core/image-urls';
import { type PersonaKey, persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { spus } from '../goods/table';
import { type UserRecord, users } from '../users/table';
import {
  type LotteryJoinRecord,
  type LotteryRecord,
  lotteries,
  lotteryJoins,
  markHits,
  pickWinners,
  winningCount,
} from './table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function lotteryRuleHtml(name: string, cover: string): string {
  return [
    `<h4>${name} 抽签规则</h4>`,
    '<ol><li>活动期间每位用户限参与一次，参与即获得签码。</li>',
    '<li>抽签结束后，以指定区块的哈希作为随机种子公开抽取中签签码，结果可验证。</li>',
    '<li>中签用户可在优先购时间内购买对应商品，逾期视为放弃。</li></ol>',
    `<p><img src="${cover}" width="640" height="360" alt="${name}" /></p>`,
    '<p>参与前请先完成<strong>实名认证</strong>。<a href="javascript:alert(1)" onclick="alert(2)">（恶意链接）</a></p>',
    '<script>alert("rule")</script>',
  ].join('');
}

interface Shape {
  name: string;
  goods: string;
  /** start/end/draw offsets from now (ms). */
  start: number;
  end: number;
  draw: number;
  taskState: 0 | 1 | 2;
  joiners: number;
  normal?: boolean;
  rate?: { type: 0 | 1; rate: number };
  captcha?: boolean;
  state?: LotteryRecord['state'];
  useType?: LotteryRecord['useType'];
  /** Drawn lotteries joined by normal: does normal win? */
  wantHit?: boolean;
}

/** Every phase a shopper can meet: upcoming, open (joined or not, with captcha), closed, drawn (hit or not). */
const SHAPES: Shape[] = [
  {
    name: '青花瓷茶具套装 优先购抽签',
    goods: '青花瓷茶具套装（即将开售）',
    start: 2 * DAY,
    end: 5 * DAY,
    draw: 6 * DAY,
    taskState: 0,
    joiners: 0,
  },
  {
    name: '星际旅人潮玩手办 限量抽签',
    goods: '星际旅人潮玩手办',
    start: -DAY,
    end: 2 * DAY,
    draw: 3 * DAY,
    taskState: 0,
    joiners: 9,
  },
  {
    name: '敦煌飞天数字藏品 二期抽签',
    goods: '敦煌飞天数字藏品',
    start: -2 * DAY,
    end: DAY,
    draw: 2 * DAY,
    taskState: 0,
    joiners: 12,
    normal: true,
  },
  {
    name: '山海经神兽盲盒 快闪抽签',
    goods: '山海经神兽盲盒',
    start: -6 * HOUR,
    end: 3 * HOUR,
    draw: 5 * HOUR,
    taskState: 0,
    joiners: 5,
    captcha: true,
    rate: { type: 1, rate: 2500 },
  },
  {
    name: '国潮熊猫徽章 空投抽签',
    goods: '国潮熊猫徽章',
    start: -4 * DAY,
    end: -DAY,
    draw: DAY,
    taskState: 1,
    joiners: 14,
    normal: true,
    useType: 2,
  },
  {
    name: '赛博朋克机甲盲盒 首发抽签',
    goods: '赛博朋克机甲盲盒',
    start: -10 * DAY,
    end: -7 * DAY,
    draw: -6 * DAY,
    taskState: 2,
    joiners: 15,
    normal: true,
    wantHit: true,
    rate: { type: 0, rate: 5 },
  },
  {
    name: '龙年生肖数字徽章 抽签',
    goods: '龙年生肖数字徽章',
    start: -20 * DAY,
    end: -17 * DAY,
    draw: -16 * DAY,
    taskState: 2,
    joiners: 16,
    normal: true,
    wantHit: false,
    rate: { type: 0, rate: 4 },
  },
  {
    name: '手工紫砂壶 中签率抽签',
    goods: '手工紫砂壶·石瓢',
    start: -30 * DAY,
    end: -27 * DAY,
    draw: -26 * DAY,
    taskState: 2,
    joiners: 12,
    rate: { type: 1, rate: 3000 },
  },
  {
    name: '故宫联名香囊 待上架抽签',
    goods: '故宫联名香囊（白名单）',
    start: -DAY,
    end: DAY,
    draw: 2 * DAY,
    taskState: 0,
    joiners: 0,
    state: 3,
  },
];

function rulesFor(s: SeedContext, goodsId: string, goodsName: string, i: number): LotteryRule[] {
  const base = { categoryList: [], goodsList: [] };
  if (i % 3 === 0) return [{ id: i * 10 + 1, itemType: 4, unitNum: 1, ...base }];
  return [
    {
      id: i * 10 + 1,
      itemType: 2,
      itemId: goodsId,
      holdNum: 1,
      unitNum: 1,
      limitNum: 1,
      holdType: 2,
      ...base,
      goodsList: [{ id: goodsId, name: goodsName }],
    },
    { id: i * 10 + 2, itemType: 3, unitNum: s.faker.number.int({ min: 1, max: 3 }), limitNum: 5, ...base },
  ];
}

/** Searches seeded block hashes until the verifiable draw tells the story (normal wins or not). */
function mineBlockHash(
  s: SeedContext,
  codes: string[],
  count: number,
  mineCode: string | undefined,
  wantHit: boolean,
): string {
  let hash = '';
  for (let tries = 0; tries < 200; tries++) {
    hash = `0x${s.faker.string.hexadecimal({ length: 64, prefix: '', casing: 'lower' })}`;
    if (mineCode === undefined || pickWinners(hash, codes, count).includes(mineCode) === wantHit) return hash;
  }
  return hash;
}

export async function seedLotteries(s: SeedContext): Promise<void> {
  const uidOf = (key: PersonaKey) => users.findFirst((q) => q.where({ address: persona(key).address }))?.uid ?? 0;
  // Shoppers who join: active users without a story of their own (normal is added explicitly).
  const skip = new Set(
    (['normal', 'newbie', 'frozen', 'realname', 'merchant', 'merchant2'] as const).map((k) => persona(k).address),
  );
  const crowd = users.all().filter((u) => !skip.has(u.address) && u.status === 1);
  const normal = users.findFirst((q) => q.where({ address: persona('normal').address }));
  let id = 0;
  for (const sh of SHAPES) {
    id += 1;
    const spu = spus.findFirst((q) => q.where({ name: sh.goods }));
    const goodsId = spu?.goodsId ?? '';
    const cover = mockImage('lottery', id, sh.name.slice(0, 8));
    const byMerchant = spu?.merchantAddress === persona('merchant2').address ? 'merchant2' : 'merchant';
    const platform = id % 4 === 0;
    const startTime = s.now + sh.start;
    const endTime = s.now + sh.end;
    const joiners: UserRecord[] = s.faker.helpers.arrayElements(crowd, Math.min(sh.joiners, crowd.length));
    if (sh.normal && normal) joiners.splice(Math.min(2, joiners.length), 0, normal);
    const codes: string[] = [];
    const joins: LotteryJoinRecord[] = joiners.map((u, k) => {
      const mine: string[] = [];
      for (let j = 0; j < (k % 3 === 2 ? 2 : 1); j++) {
        codes.push(String(codes.length + 1).padStart(6, '0'));
        mine.push(codes[codes.length - 1] as string);
      }
      const step = Math.max(1, Math.floor((Math.min(s.now, endTime) - startTime) / (joiners.length + 2)));
      return {
        lotteryId: id,
        address: u.address,
        uid: u.uid,
        nickName: u.nickname,
        codes: mine,
        joinTime: startTime + (k + 1) * step,
        hit: false,
      };
    });
    const row: LotteryRecord = {
      id,
      name: sh.name,
      adImage: cover,
      acquireDes: id % 2 ? '持有指定商品或邀请新用户实名即可获得签码' : '完成实名认证的新用户注册即可获得签码',
      lotteryRule: lotteryRuleHtml(sh.name, cover),
      goodsId,
      goodsName: sh.goods,
      merchantUid: platform ? 0 : uidOf(byMerchant),
      merchantName: platform ? '平台' : byMerchant === 'merchant' ? '尚品潮玩' : '链上好物',
      state: sh.state ?? 4,
      taskState: sh.taskState,
      lotteryTabType: 0,
      useType: sh.useType ?? 1,
      rateType: sh.rate?.type ?? 0,
      rate: sh.rate?.rate ?? 3,
      totalNum: 100,
      numLen: 6,
      overReduce: 0,
      siteRepeat: 0,
      hitType: 0,
      createTime: startTime - 3 * DAY,
      activeTime: startTime - DAY,
      startTime,
      endTime,
      distributeTime: endTime,
      lotteryTime: s.now + sh.draw,
      auditorNote: '审核通过',
      auditorUid: 1,
      rules: rulesFor(s, goodsId, sh.goods, id),
      needCaptcha: sh.captcha ?? false,
    };
    if (sh.taskState === 2) {
      const count = winningCount(row, codes.length);
      const normalCode = sh.normal ? joins.find((j) => j.address === normal?.address)?.codes[0] : undefined;
      row.blockHash = mineBlockHash(s, codes, count, normalCode, sh.wantHit ?? false);
      row.blockHeight = s.faker.number.int({ min: 18_000_000, max: 19_000_000 });
    }
    await lotteries.create(row);
    for (const j of joins) await lotteryJoins.create(j);
    if (row.blockHash) await markHits(id, pickWinners(row.blockHash, codes, winningCount(row, codes.length)));
  }
}
