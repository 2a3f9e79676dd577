import { type LotteryDetail, type LotteryListItem, lotteryPhase } from '@contracts/lotteries';
import { id as keccakText } from 'ethers';
import { restDateTime } from '../../../core/rest-time';
import { findJoin, joinsOf, type LotteryRecord, lotteries, markHits, pickWinners, winningCount } from '../table';

/** Users see on-shelf lotteries of the normal tab only. */
export function isVisible(l: LotteryRecord): boolean {
  return l.state === 4 && l.lotteryTabType === 0;
}

export function phaseOf(l: LotteryRecord, at: number) {
  return lotteryPhase(
    { startTime: restDateTime(l.startTime), endTime: restDateTime(l.endTime), taskState: l.taskState },
    at,
  );
}

/**
 * The draw's clock, applied lazily on read (like order expiry): codes are issued when the lottery
 * ends (0 → 1) and the draw happens at lotteryTime (→ 2), seeded by a block hash derived from the
 * lottery so a replayed mock draws the same winners.
 */
export async function settleLotteries(at: number): Promise<void> {
  for (const l of lotteries.all()) {
    if (l.taskState === 0 && at >= l.endTime) await setTask(l.id, 1);
    if (l.taskState !== 2 && at >= l.lotteryTime && at >= l.endTime) await draw(l);
  }
}

async function setTask(id: number, taskState: 0 | 1 | 2, extra: Partial<LotteryRecord> = {}) {
  await lotteries.update((q) => q.where({ id }), {
    data: (r) => {
      r.taskState = taskState;
      Object.assign(r, extra);
    },
  });
}

async function draw(l: LotteryRecord): Promise<void> {
  const blockHash = keccakText(`lottery:${l.id}:${l.lotteryTime}`);
  const blockHeight = 18_000_000 + (Math.floor(l.lotteryTime / 3000) % 1_000_000);
  const codes = joinsOf(l.id).flatMap((j) => j.codes);
  await setTask(l.id, 2, { blockHash, blockHeight });
  await markHits(l.id, pickWinners(blockHash, codes, winningCount(l, codes.length)));
}

/** The /rest wire row: times as strings, counts derived from the join rows. */
export function toListItem(l: LotteryRecord, address: string | undefined): LotteryListItem {
  const {
    rules: _r,
    needCaptcha: _c,
    createTime,
    activeTime,
    startTime,
    endTime,
    distributeTime,
    lotteryTime,
    ...rest
  } = l;
  const joins = joinsOf(l.id);
  return {
    ...rest,
    createTime: restDateTime(createTime),
    activeTime: restDateTime(activeTime),
    startTime: restDateTime(startTime),
    endTime: restDateTime(endTime),
    distributeTime: restDateTime(distributeTime),
    lotteryTime: restDateTime(lotteryTime),
    auditorTime: restDateTime(createTime + 3_600_000),
    joinNum: joins.length,
    realHitNum: l.taskState === 2 ? winnersOf(l).length : 0,
    ...(address ? { joined: joins.some((j) => j.address === address) } : {}),
  };
}

export function toDetail(l: LotteryRecord, address: string | undefined): LotteryDetail {
  const joins = joinsOf(l.id).sort((a, b) => b.joinTime - a.joinTime);
  const mine = address ? findJoin(l.id, address) : undefined;
  const drawn = l.taskState === 2;
  return {
    info: toListItem(l, address),
    rules: l.rules,
    ...(address
      ? { mine: { joined: Boolean(mine), codes: mine?.codes ?? [], ...(drawn && mine ? { hit: mine.hit } : {}) } }
      : {}),
    participants: joins.slice(0, 20).map((j) => ({
      uid: j.uid,
      nickName: j.nickName,
      unitNum: j.codes.length,
      joinTime: restDateTime(j.joinTime),
    })),
    ...(drawn ? { winners: winnersOf(l) } : {}),
    needCaptcha: l.needCaptcha,
  };
}

function winnersOf(l: LotteryRecord) {
  const joins = joinsOf(l.id);
  const codes = joins.flatMap((j) => j.codes);
  return pickWinners(l.blockHash ?? '', codes, winningCount(l, codes.length)).map((code) => {
    const j = joins.find((x) => x.codes.includes(code));
    return { uid: j?.uid ?? 0, nickName: j?.nickName ?? '', code };
  });
}
