import { LotteryListItem, LotteryRule } from '@contracts/lotteries';
import { z } from 'zod';
import { defineTable } from '../../core/store';

/**
 * A lottery row: the admin LotteryListItem with times kept as epoch ms (the resolver prints the /rest
 * strings), minus what is derived (joinNum, realHitNum, joined), plus its rules and captcha flag.
 */
export const LotteryRecord = LotteryListItem.omit({
  createTime: true,
  activeTime: true,
  startTime: true,
  endTime: true,
  distributeTime: true,
  lotteryTime: true,
  auditorTime: true,
  joinNum: true,
  realHitNum: true,
  joined: true,
}).extend({
  createTime: z.number(),
  activeTime: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  distributeTime: z.number(),
  lotteryTime: z.number(),
  rules: z.array(LotteryRule),
  needCaptcha: z.boolean(),
});
export type LotteryRecord = z.infer<typeof LotteryRecord>;
export const lotteries = defineTable('lotteries', LotteryRecord);

/** One participation: a user joins a lottery once and holds its codes (签码). */
export const LotteryJoinRecord = z.object({
  lotteryId: z.number().int(),
  address: z.string(),
  uid: z.number().int(),
  nickName: z.string(),
  codes: z.array(z.string()),
  joinTime: z.number(),
  hit: z.boolean(),
});
export type LotteryJoinRecord = z.infer<typeof LotteryJoinRecord>;
export const lotteryJoins = defineTable('lotteryJoins', LotteryJoinRecord);

export function findLottery(id: number): LotteryRecord | undefined {
  return lotteries.findFirst((q) => q.where({ id }));
}

export function joinsOf(lotteryId: number): LotteryJoinRecord[] {
  return lotteryJoins.findMany((q) => q.where({ lotteryId }));
}

export function findJoin(lotteryId: number, address: string): LotteryJoinRecord | undefined {
  return lotteryJoins.findFirst((q) => q.where({ lotteryId, address: address.toLowerCase() }));
}

/** The next code of a lottery: sequential, zero-padded to numLen digits. */
export function nextCode(l: Pick<LotteryRecord, 'id' | 'numLen'>): string {
  const used = joinsOf(l.id).reduce((n, j) => n + j.codes.length, 0);
  return String(used + 1).padStart(l.numLen, '0');
}

/** How many codes win: rateType 0 gives places, rateType 1 a rate in hundredths of a percent. */
export function winningCount(l: Pick<LotteryRecord, 'rateType' | 'rate'>, codes: number): number {
  const n = l.rateType === 0 ? l.rate : Math.ceil((codes * l.rate) / 10_000);
  return Math.min(codes, Math.max(0, n));
}

/**
 * Verifiable draw: walk the block hash as a seed, picking distinct codes by (window mod remaining).
 * Anyone holding the block hash and the code list can redo it.
 */
export function pickWinners(blockHash: string, codes: readonly string[], count: number): string[] {
  const pool = [...codes].sort();
  // Stryker disable next-line Regex: hex digits never contain "x", so an unanchored /0x/ can only match the prefix
  const hex = blockHash.replace(/^0x/, '');
  const out: string[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const window = hex.slice((i * 8) % 56, ((i * 8) % 56) + 8);
    const at = (Number.parseInt(window, 16) + i) % pool.length;
    out.push(pool.splice(at, 1)[0] as string);
  }
  return out;
}

/** Marks winners of a drawn lottery on its join rows. */
export async function markHits(lotteryId: number, winners: readonly string[]): Promise<void> {
  const set = new Set(winners);
  await lotteryJoins.updateMany((q) => q.where({ lotteryId }), {
    data: (j) => {
      j.hit = j.codes.some((c) => set.has(c));
    },
  });
}
