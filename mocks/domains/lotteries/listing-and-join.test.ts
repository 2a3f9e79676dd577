import { type LotteryDetail, type LotteryListItem, lotteriesEndpoints } from '@contracts/lotteries';
import { id as keccakText } from 'ethers';
import { describe, expect, it } from 'vitest';
import { now, set } from '../../core/clock';
import { persona } from '../../core/personas';
import { restDateTime } from '../../core/rest-time';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findUser } from '../users/table';
import { findLottery, joinsOf, lotteries, lotteryJoins, winningCount } from './table';

setupMockServer();

type Page = { pageSize: number; totalSize: number; data: LotteryListItem[] };
const page = async (body: Record<string, unknown> = {}, token?: string) =>
  (await callEndpoint(lotteriesEndpoints.page, body, { token })).body.data as Page;
const detail = async (id: number, token?: string) =>
  (await callEndpoint(lotteriesEndpoints.detail, { id: String(id) }, { token })).body.data as LotteryDetail;
const join = async (id: number, token: string, lang: 'en' | 'zh' = 'en', extra: Record<string, unknown> = {}) =>
  (await callEndpoint(lotteriesEndpoints.join, { id, ...extra }, { token, lang })).body;
const patch = (id: number, change: (r: Parameters<Parameters<typeof lotteries.update>[1]['data']>[0]) => void) =>
  lotteries.update((q) => q.where({ id }), { data: change });
const by = (name: string) => {
  const l = lotteries.all().find((x) => x.name === name);
  if (!l) throw new Error(`no lottery ${name}`);
  return l;
};
// Seeded shapes (mocks/domains/lotteries/seed.ts): one per phase.
const UPCOMING = '青花瓷茶具套装 优先购抽签';
const OPEN = '星际旅人潮玩手办 限量抽签';
const OPEN_MINE = '敦煌飞天数字藏品 二期抽签';
const CAPTCHA = '山海经神兽盲盒 快闪抽签';
const CLOSED = '国潮熊猫徽章 空投抽签';
const DRAWN_NOT_MINE = '手工紫砂壶 中签率抽签';

describe('lotteries.page', () => {
  it('pages by 10, newest start first, ties by id desc, hiding unlisted and non-normal tabs', async () => {
    const tie = by(OPEN_MINE);
    await patch(by(OPEN).id, (r) => {
      r.startTime = tie.startTime;
    });
    await patch(by(UPCOMING).id, (r) => {
      r.lotteryTabType = 1;
    });
    const p = await page();
    expect(p.pageSize).toBe(10);
    const visible = lotteries.all().filter((l) => l.state === 4 && l.lotteryTabType === 0);
    expect(p.totalSize).toBe(visible.length);
    const expected = [...visible].sort((a, b) => b.startTime - a.startTime || b.id - a.id).map((l) => l.id);
    expect(p.data.map((l) => l.id)).toEqual(expected);
    const [hi, lo] = [Math.max(tie.id, by(OPEN).id), Math.min(tie.id, by(OPEN).id)];
    expect(expected.indexOf(hi)).toBe(expected.indexOf(lo) - 1);
    expect(p.data.map((l) => l.name)).not.toContain(UPCOMING);
  });
  it('filters by taskState (−1 meaning any) and a trimmed name fragment', async () => {
    const drawn = await page({ taskState: 2 });
    expect(drawn.data.length).toBe(3);
    expect(drawn.data.every((l) => l.taskState === 2)).toBe(true);
    expect((await page({ taskState: -1 })).totalSize).toBe((await page()).totalSize);
    const boxes = await page({ name: ' 盲盒 ' });
    expect(boxes.data.map((l) => l.name).sort()).toEqual(['山海经神兽盲盒 快闪抽签', '赛博朋克机甲盲盒 首发抽签']);
  });
  it('derives the wire row: /rest times, audit an hour after creation, joins and real hits', async () => {
    const rows = (await page({ size: 50 }, await tokenFor('normal'))).data;
    const closed = by(CLOSED);
    const row = rows.find((l) => l.id === closed.id);
    expect(row).toMatchObject({
      createTime: restDateTime(closed.createTime),
      startTime: restDateTime(closed.startTime),
      endTime: restDateTime(closed.endTime),
      lotteryTime: restDateTime(closed.lotteryTime),
      auditorTime: restDateTime(closed.createTime + 3_600_000),
      joinNum: joinsOf(closed.id).length,
      realHitNum: 0,
      joined: true,
    });
    const drawn = by(DRAWN_NOT_MINE);
    const codes = joinsOf(drawn.id).flatMap((j) => j.codes).length;
    expect(rows.find((l) => l.id === drawn.id)).toMatchObject({
      realHitNum: winningCount(drawn, codes),
      joined: false,
    });
    expect(row).not.toHaveProperty('rules');
    expect(row).not.toHaveProperty('needCaptcha');
  });
});

describe('lotteries.detail', () => {
  it('lists the 20 latest participants, newest first, with their code counts', async () => {
    const l = by(OPEN);
    for (let k = 0; k < 15; k++)
      await lotteryJoins.create({
        lotteryId: l.id,
        address: `0x${String(k).padStart(40, '7')}`,
        uid: 90_000 + k,
        nickName: `p${k}`,
        codes: ['a', 'b', 'c'].slice(0, (k % 3) + 1),
        joinTime: now() - k * 1000,
        hit: false,
      });
    const d = await detail(l.id);
    expect(d.participants).toHaveLength(20);
    expect(d.participants?.slice(0, 3)).toEqual([
      { uid: 90_000, nickName: 'p0', unitNum: 1, joinTime: restDateTime(now()) },
      { uid: 90_001, nickName: 'p1', unitNum: 2, joinTime: restDateTime(now() - 1000) },
      { uid: 90_002, nickName: 'p2', unitNum: 3, joinTime: restDateTime(now() - 2000) },
    ]);
    expect(d.mine).toBeUndefined();
    expect(d.winners).toBeUndefined();
  });
  it('shows my codes without a hit flag before the draw, and an empty mine on a drawn lottery I skipped', async () => {
    const token = await tokenFor('normal');
    const open = await detail(by(OPEN_MINE).id, token);
    const myCodes = joinsOf(by(OPEN_MINE).id).find((j) => j.address === persona('normal').address)?.codes;
    expect(open.mine).toEqual({ joined: true, codes: myCodes });
    const skipped = await detail(by(DRAWN_NOT_MINE).id, token);
    expect(skipped.mine).toEqual({ joined: false, codes: [] });
    expect(skipped.winners?.length).toBeGreaterThan(0);
    for (const w of skipped.winners ?? []) {
      const j = joinsOf(by(DRAWN_NOT_MINE).id).find((x) => x.codes.includes(w.code));
      expect(w).toEqual({ uid: j?.uid, nickName: j?.nickName, code: w.code });
    }
    expect((await detail(by(CAPTCHA).id)).needCaptcha).toBe(true);
  });
  it('answers in Chinese for an unknown lottery', async () => {
    const r = await callEndpoint(lotteriesEndpoints.detail, { id: '999' }, { lang: 'zh' });
    expect(r.body).toEqual({ code: 1, message: '抽签活动不存在' });
  });
});

describe('lottery clock', () => {
  it('closes exactly at endTime and draws exactly at lotteryTime, with a hash replayable from the lottery', async () => {
    const l = by(OPEN);
    set(l.endTime - 1);
    expect((await detail(l.id)).info.taskState).toBe(0);
    set(l.endTime);
    expect((await detail(l.id)).info.taskState).toBe(1);
    set(l.lotteryTime - 1);
    expect((await detail(l.id)).info.taskState).toBe(1);
    set(l.lotteryTime);
    const d = await detail(l.id);
    expect(d.info.taskState).toBe(2);
    expect(d.info.blockHash).toBe(keccakText(`lottery:${l.id}:${l.lotteryTime}`));
    expect(d.info.blockHeight).toBe(18_000_000 + (Math.floor(l.lotteryTime / 3000) % 1_000_000));
    const winners = new Set(d.winners?.map((w) => w.code));
    for (const j of joinsOf(l.id)) expect(j.hit).toBe(j.codes.some((c) => winners.has(c)));
  });
  it('never draws before the lottery has ended, even past its lottery time', async () => {
    const l = by(OPEN);
    await patch(l.id, (r) => {
      r.lotteryTime = now() - 1;
    });
    expect((await detail(l.id)).info.taskState).toBe(0);
    set(l.endTime);
    expect((await detail(l.id)).info.taskState).toBe(2);
  });
});

describe('lotteries.join', () => {
  it('issues the next sequential codes, as many as the first rule unit (capped at 5), and records who joined', async () => {
    const l = by(OPEN);
    await patch(l.id, (r) => {
      (r.rules[0] as { unitNum?: number }).unitNum = 9;
    });
    const used = joinsOf(l.id).flatMap((j) => j.codes).length;
    expect(await join(l.id, await tokenFor('newbie'))).toEqual({ code: 0, message: 'Success' });
    const mine = joinsOf(l.id).find((j) => j.address === persona('newbie').address);
    const codes = Array.from({ length: 5 }, (_, i) => String(used + 1 + i).padStart(6, '0'));
    const user = findUser(persona('newbie').address);
    expect(mine).toEqual({
      lotteryId: l.id,
      address: persona('newbie').address,
      uid: user?.uid,
      nickName: user?.nickname,
      codes,
      joinTime: now(),
      hit: false,
    });
  });
  it.each([
    [0, 1],
    [undefined, 1],
    [3, 3],
  ])('gives a rule unit of %s → %i code(s)', async (unitNum, count) => {
    const l = by(OPEN);
    await patch(l.id, (r) => {
      r.rules = unitNum === undefined ? [] : [{ ...(r.rules[0] as object), unitNum, categoryList: [], goodsList: [] }];
    });
    await join(l.id, await tokenFor('newbie'));
    expect(joinsOf(l.id).find((j) => j.address === persona('newbie').address)?.codes).toHaveLength(count);
  });
  it('refuses a join outside the open phase with the phase named, in both languages', async () => {
    const token = await tokenFor('newbie');
    expect(await join(by(UPCOMING).id, token)).toEqual({
      code: 1,
      message: 'This lottery is upcoming; you cannot join it',
    });
    expect(await join(by(CLOSED).id, token, 'zh')).toEqual({ code: 1, message: '抽签活动待开奖，无法参与' });
  });
  it('refuses a second join, a half-done captcha and an unknown lottery, in Chinese', async () => {
    expect(await join(by(OPEN_MINE).id, await tokenFor('normal'), 'zh')).toEqual({
      code: 1,
      message: '您已参与过本次抽签，每人仅限一次',
    });
    const token = await tokenFor('newbie');
    expect(await join(by(CAPTCHA).id, token, 'zh', { ticket: 't' })).toEqual({ code: 1, message: '请先完成人机验证' });
    expect(await join(by(CAPTCHA).id, token, 'en', { randstr: 'r' })).toEqual({
      code: 1,
      message: 'Please complete the captcha first',
    });
    expect(await join(999, token, 'zh')).toEqual({ code: 1, message: '抽签活动不存在' });
    const unlisted = lotteries.all().find((l) => l.state !== 4);
    expect(await join(unlisted?.id ?? 0, token, 'zh')).toEqual({ code: 1, message: '抽签活动不存在' });
    expect(findLottery(by(CAPTCHA).id)).toBeDefined();
    expect(joinsOf(by(CAPTCHA).id).some((j) => j.address === persona('newbie').address)).toBe(false);
  });
});
