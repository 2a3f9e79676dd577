import { type LotteryDetail, type LotteryListItem, lotteriesEndpoints } from '@contracts/lotteries';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import { persona } from '../../core/personas';
import { snapshot } from '../../core/store';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { phaseOf } from './rules/view';
import { joinsOf, lotteries, pickWinners, winningCount } from './table';

setupMockServer();

const idOfPhase = (phase: number, joinedByNormal?: boolean) => {
  const l = lotteries
    .all()
    .filter((x) => x.state === 4)
    .find((x) => {
      if (phaseOf(x, now()) !== phase) return false;
      if (joinedByNormal === undefined) return true;
      return joinsOf(x.id).some((j) => j.address === persona('normal').address) === joinedByNormal;
    });
  if (!l) throw new Error(`no seeded lottery in phase ${phase}`);
  return l;
};
const join = async (id: number, token: string, extra: Record<string, unknown> = {}) =>
  (await callEndpoint(lotteriesEndpoints.join, { id, ...extra }, { token, lang: 'en' })).body;
const detail = async (id: number, token?: string) =>
  (await callEndpoint(lotteriesEndpoints.detail, { id: String(id) }, { token })).body.data as LotteryDetail;

describe('lotteries.page', () => {
  it('shows on-shelf lotteries in every phase and marks my joins', async () => {
    const r = await callEndpoint(lotteriesEndpoints.page, { size: 50 }, { token: await tokenFor('normal') });
    const rows = (r.body.data as { data: LotteryListItem[] }).data;
    expect(rows.every((l) => l.state === 4)).toBe(true);
    const phases = new Set(
      lotteries
        .all()
        .filter((l) => l.state === 4)
        .map((l) => phaseOf(l, now())),
    );
    expect([...phases].sort()).toEqual([0, 1, 2, 3]);
    expect(rows.some((l) => l.joined === true)).toBe(true);
    expect(rows.some((l) => l.joined === false)).toBe(true);
    expect(rows.filter((l) => l.taskState === 2).every((l) => l.blockHash && l.blockHeight)).toBe(true);
  });
  it('leaves `joined` out for visitors', async () => {
    const r = await callEndpoint(lotteriesEndpoints.page, {});
    expect((r.body.data as { data: LotteryListItem[] }).data.every((l) => l.joined === undefined)).toBe(true);
  });
});

describe('lotteries.detail', () => {
  it('gives a drawn lottery its block, winners that replay from the hash, and my hit', async () => {
    const l = idOfPhase(3, true);
    const d = await detail(l.id, await tokenFor('normal'));
    const codes = joinsOf(l.id).flatMap((j) => j.codes);
    expect(d.winners?.map((w) => w.code)).toEqual(
      pickWinners(d.info.blockHash ?? '', codes, winningCount(l, codes.length)),
    );
    expect(d.mine?.joined).toBe(true);
    expect(typeof d.mine?.hit).toBe('boolean');
    expect(d.info.realHitNum).toBe(d.winners?.length);
  });
  it('seeds normal as a winner of one drawn lottery and a loser of another', async () => {
    const token = await tokenFor('normal');
    const drawnJoined = lotteries
      .all()
      .filter((l) => l.taskState === 2 && joinsOf(l.id).some((j) => j.address === persona('normal').address));
    const hits = await Promise.all(drawnJoined.map(async (l) => (await detail(l.id, token)).mine?.hit));
    expect(hits).toContain(true);
    expect(hits).toContain(false);
  });
  it('answers a readable error for an unknown or unlisted lottery', async () => {
    const hidden = lotteries.all().find((l) => l.state !== 4);
    for (const id of [999, hidden?.id ?? 999]) {
      const r = await callEndpoint(lotteriesEndpoints.detail, { id: String(id) }, { lang: 'en' });
      expect(r.body).toEqual({ code: 1, message: 'This lottery does not exist' });
    }
  });
});

describe('lotteries.join state machine', () => {
  it('joins an open lottery once: codes appear, the second attempt is refused, state unchanged', async () => {
    const l = idOfPhase(1, false);
    const token = await tokenFor('newbie');
    expect(await join(l.id, token, l.needCaptcha ? { ticket: 't', randstr: 'r' } : {})).toEqual({
      code: 0,
      message: 'Success',
    });
    const d = await detail(l.id, token);
    expect(d.mine?.joined).toBe(true);
    expect(d.mine?.codes.length).toBeGreaterThan(0);
    const before = snapshot();
    expect(await join(l.id, token, { ticket: 't', randstr: 'r' })).toEqual({
      code: 1,
      message: 'You have already joined this lottery',
    });
    expect(snapshot()).toEqual(before);
  });
  it('counts racing joins of one user once', async () => {
    const l = idOfPhase(1, false);
    const token = await tokenFor('newbie');
    const extra = { ticket: 't', randstr: 'r' };
    const replies = await Promise.all(Array.from({ length: 8 }, () => join(l.id, token, extra)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(joinsOf(l.id).filter((j) => j.address === persona('newbie').address)).toHaveLength(1);
  });
  it.each([
    [0, 'upcoming'],
    [2, 'awaiting draw'],
    [3, 'drawn'],
  ])('refuses phase %i (%s) with a readable error', async (phase, word) => {
    const l = idOfPhase(phase);
    const token = await tokenFor('newbie');
    const before = snapshot();
    const r = await join(l.id, token);
    expect(r.code).toBe(1);
    expect(r.message).toContain(word);
    expect(snapshot()).toEqual(before);
  });
  it('answers 304 to the real-name persona, 303 frozen, 301 visitor', async () => {
    const l = idOfPhase(1, false);
    expect((await join(l.id, await tokenFor('realname'))).code).toBe(304);
    expect((await join(l.id, await tokenFor('frozen'))).code).toBe(303);
    expect((await callEndpoint(lotteriesEndpoints.join, { id: l.id })).body.code).toBe(301);
  });
  it('asks for the captcha where the lottery needs one', async () => {
    const l = lotteries.all().find((x) => x.needCaptcha && phaseOf(x, now()) === 1);
    if (!l) throw new Error('no captcha lottery seeded');
    const token = await tokenFor('newbie');
    expect(await join(l.id, token)).toEqual({ code: 1, message: 'Please complete the captcha first' });
    expect((await join(l.id, token, { ticket: 'tk', randstr: 'rs' })).code).toBe(0);
  });
  it('issues codes when it ends and draws at lottery time with a block hash', async () => {
    const l = idOfPhase(1, true);
    advance(l.endTime - now() + 1000);
    expect((await detail(l.id)).info.taskState).toBe(1);
    advance(l.lotteryTime - now() + 1000);
    const d = await detail(l.id, await tokenFor('normal'));
    expect(d.info.taskState).toBe(2);
    expect(d.info.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(d.winners?.length).toBe(winningCount(l, joinsOf(l.id).flatMap((j) => j.codes).length));
  });
});
