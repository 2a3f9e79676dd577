import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import { findJoin, findLottery, joinsOf, lotteries, lotteryJoins, markHits, nextCode } from './table';

setupMockServer();

const LOTTERY = 99_001;
const join = (address: string, codes: string[], hit = false) =>
  lotteryJoins.create({ lotteryId: LOTTERY, address, uid: 1, nickName: 'n', codes, joinTime: 0, hit });

describe('lottery codes', () => {
  it('hands out codes in sequence after every code already held, padded to the lottery’s length', async () => {
    expect(nextCode({ id: LOTTERY, numLen: 4 })).toBe('0001');
    await join('0xa', ['0001', '0002']);
    await join('0xb', ['0003']);
    expect(nextCode({ id: LOTTERY, numLen: 4 })).toBe('0004');
    expect(nextCode({ id: LOTTERY, numLen: 1 })).toBe('4');
  });

  it('continues a seeded lottery after its highest code', () => {
    const l = lotteries.all().find((x) => joinsOf(x.id).length > 0);
    if (!l) throw new Error('no seeded lottery with joins');
    const held = joinsOf(l.id).flatMap((j) => j.codes);
    const top = Math.max(...held.map(Number));
    expect(held).toHaveLength(top);
    expect(nextCode(l)).toBe(String(top + 1).padStart(l.numLen, '0'));
  });
});

describe('joins', () => {
  it('finds a lottery by id', () => {
    const [a, b] = lotteries.all();
    expect(findLottery(b?.id as number)?.name).toBe(b?.name);
    expect(findLottery(a?.id as number)?.id).toBe(a?.id);
    expect(findLottery(LOTTERY)).toBeUndefined();
  });

  it('finds a user’s join whatever the address case, only in that lottery', async () => {
    const me = persona('newbie').address;
    await join(me, ['0001']);
    expect(findJoin(LOTTERY, me.toUpperCase().replace('0X', '0x'))?.codes).toEqual(['0001']);
    expect(findJoin(LOTTERY + 1, me)).toBeUndefined();
    expect(joinsOf(LOTTERY).map((j) => j.address)).toEqual([me]);
  });

  it('marks as hit exactly the joins holding a winning code, clearing stale hits, in that lottery only', async () => {
    await join('0xa', ['0001', '0002']);
    await join('0xb', ['0003'], true);
    await join('0xc', ['0004']);
    const others = lotteryJoins.all().filter((j) => j.lotteryId !== LOTTERY);
    expect(others.some((j) => j.hit)).toBe(true);
    await markHits(LOTTERY, ['0002', '0004', '9999']);
    expect(joinsOf(LOTTERY).map((j) => [j.address, j.hit])).toEqual([
      ['0xa', true],
      ['0xb', false],
      ['0xc', true],
    ]);
    expect(lotteryJoins.all().filter((j) => j.lotteryId !== LOTTERY)).toEqual(others);
  });
});
