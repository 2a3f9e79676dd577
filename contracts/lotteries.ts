import { z } from 'zod';
import { RestDateTime } from './blind-boxes';
import { defineEndpoint, NoData } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { pageOf } from './core/page';
import { QueryInt } from './core/primitives';

/*
 * Lotteries (抽签) belong to the /rest generation, known only from its admin client
 * (docs/backend/admin-generation.md#rest-lotteries). Times there are strings; we keep the wire form (RestDateTime,
 * `yyyy-MM-dd HH:mm:ss`, China time, the same choice as blind-box records) rather than inventing
 * epoch ms, and give the client one parser (restTimeToMs) for countdowns.
 */

/** LotteryState (admin review): users only ever see 4 (on shelf). */
export const LotteryState = labelledEnum({
  0: { name: 'draft', zh: '草稿', en: 'Draft' },
  1: { name: 'submitted', zh: '提交审核', en: 'Submitted' },
  2: { name: 'rejected', zh: '审核不通过', en: 'Rejected' },
  3: { name: 'ready', zh: '待上架', en: 'Ready' },
  4: { name: 'on_shelf', zh: '已上架', en: 'On shelf' },
});

/** LotteryTaskState: the draw's own progress. */
export const LotteryTaskState = labelledEnum({
  0: { name: 'initial', zh: '初始状态', en: 'Not started' },
  1: { name: 'codes_issued', zh: '已发放签码', en: 'Codes issued' },
  2: { name: 'drawn', zh: '已开奖', en: 'Drawn' },
});

export const LotteryTabType = labelledEnum({
  0: { name: 'normal', zh: '正常抽签', en: 'Normal' },
  1: { name: 'test', zh: '测试用抽签', en: 'Test' },
  2: { name: 'review', zh: '审核用抽签', en: 'Review' },
});

export const LotteryUseType = labelledEnum({
  0: { name: 'none', zh: '无作用', en: 'No use' },
  1: { name: 'priority', zh: '优先购商品', en: 'Priority purchase' },
  2: { name: 'airdrop', zh: '空投商品', en: 'Airdrop' },
});

export const LotteryRateType = labelledEnum({
  0: { name: 'hit_count', zh: '中签数', en: 'Winning places' },
  1: { name: 'hit_rate', zh: '中签率', en: 'Winning rate' },
});

export const LotteryHoldType = labelledEnum({
  0: { name: 'none', zh: '无', en: 'None' },
  1: { name: 'primary_order_time', zh: '按一级市场下单时间', en: 'By primary order time' },
  2: { name: 'acquire_time', zh: '按获取时间', en: 'By acquisition time' },
});

export const LotteryRuleType = labelledEnum({
  1: { name: 'hold_category', zh: '持有类目商品', en: 'Hold goods of a category' },
  2: { name: 'hold_goods', zh: '持有指定商品', en: 'Hold specific goods' },
  3: { name: 'refer_verified', zh: '推广新用户并且新用户实名', en: 'Refer a new verified user' },
  4: { name: 'new_verified', zh: '新用户注册并实名', en: 'Register and verify as a new user' },
});

/**
 * What a shopper sees, derived from times and taskState (not a wire field): upcoming before
 * startTime, open until endTime, closed until drawn, drawn once taskState = 2.
 */
export const LotteryPhase = labelledEnum({
  0: { name: 'upcoming', zh: '未开始', en: 'Upcoming' },
  1: { name: 'open', zh: '进行中', en: 'Open' },
  2: { name: 'closed', zh: '待开奖', en: 'Awaiting draw' },
  3: { name: 'drawn', zh: '已开奖', en: 'Drawn' },
});
export type LotteryPhase = (typeof LotteryPhase.values)[number];

/** `yyyy-MM-dd HH:mm:ss` in China time (UTC+8, no DST) → epoch ms; NaN when malformed. */
export function restTimeToMs(s: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return Date.UTC(y as number, (mo as number) - 1, d, (h as number) - 8, mi, se);
}

export function lotteryPhase(
  l: { startTime: string; endTime: string; taskState: number },
  nowMs: number,
): LotteryPhase {
  if (l.taskState === 2) return 3;
  if (nowMs < restTimeToMs(l.startTime)) return 0;
  if (nowMs < restTimeToMs(l.endTime)) return 1;
  return 2;
}

const Flag01 = lazySchema(() => z.union([z.literal(0), z.literal(1)]));

/** LotteryListItem (admin type): strings for text and times, numbers otherwise. */
export const LotteryListItem = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** The cover picture. */
    adImage: z.string(),
    /** How to get codes, one line. */
    acquireDes: z.string(),
    /** The rules as operator-written rich text (HTML): sanitise before rendering. */
    lotteryRule: z.string(),
    goodsId: z.string(),
    goodsName: z.string(),
    merchantUid: z.number().int(),
    merchantName: z.string(),
    state: LotteryState.schema,
    taskState: LotteryTaskState.schema,
    lotteryTabType: LotteryTabType.schema,
    useType: LotteryUseType.schema,
    rateType: LotteryRateType.schema,
    /** rateType 1: a percentage × 100 (shown as rate/100 %); rateType 0: the number of winning places. */
    rate: z.number().int().nonnegative(),
    totalNum: z.number().int().nonnegative(),
    joinNum: z.number().int().nonnegative(),
    realHitNum: z.number().int().nonnegative(),
    /** Digits of a code (签码). */
    numLen: z.number().int().positive(),
    overReduce: Flag01,
    siteRepeat: Flag01,
    hitType: Flag01,
    createTime: RestDateTime,
    activeTime: RestDateTime,
    startTime: RestDateTime,
    endTime: RestDateTime,
    /** When codes are handed out and when the draw happens. */
    distributeTime: RestDateTime.optional(),
    lotteryTime: RestDateTime.optional(),
    /** Present once drawn: the block whose hash seeds the draw (verifiable). */
    blockHash: z.string().optional(),
    blockHeight: z.number().int().nonnegative().optional(),
    auditorNote: z.string().optional(),
    auditorTime: RestDateTime.optional(),
    auditorUid: z.number().int().optional(),
    /** provisional: the caller has joined (user side; absent for visitors). */
    joined: z.boolean().optional(),
  }),
);
export type LotteryListItem = z.infer<typeof LotteryListItem>;

const NamedRef = lazySchema(() => z.object({ id: z.union([z.number().int(), z.string()]), name: z.string() }));

/** lotteryRule (admin type): one qualification; every key may be missing. */
export const LotteryRule = lazySchema(() =>
  z.object({
    id: z.number().int().optional(),
    /** provisional: LotteryRuleType; the admin type names it itemType. */
    itemType: LotteryRuleType.schema.optional(),
    itemId: z.string().optional(),
    holdNum: z.number().int().optional(),
    limitNum: z.number().int().optional(),
    /** Codes granted per qualifying unit. */
    unitNum: z.number().int().optional(),
    holdDay: z.number().int().optional(),
    holdDayType: z.number().int().optional(),
    holdType: LotteryHoldType.schema.optional(),
    startTime: RestDateTime.optional(),
    endTime: RestDateTime.optional(),
    /** provisional: item shape unknown; {id, name} pairs. */
    categoryList: z.array(NamedRef),
    goodsList: z.array(NamedRef),
  }),
);
export type LotteryRule = z.infer<typeof LotteryRule>;

/** provisional: one participant as a shopper may see it (the admin WhiteListItem minus the phone). */
export const LotteryParticipant = lazySchema(() =>
  z.object({
    uid: z.number().int(),
    nickName: z.string(),
    unitNum: z.number().int().nonnegative(),
    joinTime: RestDateTime,
  }),
);

/** provisional: one winning code with its holder. */
export const LotteryWinner = lazySchema(() =>
  z.object({
    uid: z.number().int(),
    nickName: z.string(),
    code: z.string(),
  }),
);

export const LotteryDetail = lazySchema(() =>
  z.object({
    info: LotteryListItem.partial(),
    rules: z.array(LotteryRule),
    /** provisional: the caller's own state (absent for visitors). */
    mine: z.object({ joined: z.boolean(), codes: z.array(z.string()), hit: z.boolean().optional() }).optional(),
    /** provisional: the latest participants (at most 20). */
    participants: z.array(LotteryParticipant).optional(),
    /** provisional: winners, once drawn. */
    winners: z.array(LotteryWinner).optional(),
    /** provisional: joining needs a captcha ticket (Tencent captcha, docs/backend/admin-generation.md#ca-captcha). */
    needCaptcha: z.boolean().optional(),
  }),
);
export type LotteryDetail = z.infer<typeof LotteryDetail>;

export const lotteriesEndpoints = {
  page: defineEndpoint({
    id: 'lotteries.page',
    method: 'POST',
    path: '/api/rest/lottery/page',
    summary: 'On-shelf lotteries, newest start first; −1 or absent filters mean all',
    auth: 'optional',
    family: 'rest',
    input: () =>
      z.object({
        page: z.number().int().optional(),
        size: z.number().int().optional(),
        taskState: z.number().int().optional(),
        name: z.string().max(64).optional(),
      }),
    data: () => pageOf(LotteryListItem),
  }),
  detail: defineEndpoint({
    id: 'lotteries.detail',
    method: 'GET',
    path: '/api/rest/lottery/detail',
    summary: 'One lottery with rules, my state, participants and, once drawn, winners',
    auth: 'optional',
    family: 'rest',
    input: () => z.object({ id: QueryInt }),
    data: LotteryDetail,
  }),
  join: defineEndpoint({
    id: 'lotteries.join',
    method: 'POST',
    path: '/api/rest/lottery/join',
    summary: 'Join an open lottery once; real-name verification required (304)',
    auth: 'required',
    family: 'rest',
    input: () =>
      z.object({
        id: z.number().int(),
        /** provisional: the Tencent captcha result, when the lottery asks for one. */
        ticket: z.string().max(2048).optional(),
        randstr: z.string().max(256).optional(),
      }),
    data: NoData,
  }),
} as const;
