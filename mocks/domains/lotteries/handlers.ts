import { LotteryPhase, lotteriesEndpoints } from '@contracts/lotteries';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { say } from '../../core/messages';
import { paginate } from '../../core/paging';
import { fail, failWith, ok } from '../../core/respond';
import { findUser, isRealNameVerified } from '../users/table';
import { isVisible, phaseOf, settleLotteries, toDetail, toListItem } from './rules/view';
import { findJoin, findLottery, lotteries, lotteryJoins, nextCode } from './table';

const notFound = (lang: Parameters<typeof say>[0]) =>
  fail(1, say(lang, { zh: '抽签活动不存在', en: 'This lottery does not exist' }));

const page = implement(lotteriesEndpoints.page, async ({ input, session }) => {
  const at = now();
  await settleLotteries(at);
  const name = (input.name ?? '').trim();
  const rows = lotteries
    .all()
    .filter(isVisible)
    .filter((l) => input.taskState === undefined || input.taskState === -1 || l.taskState === input.taskState)
    .filter((l) => name === '' || l.name.includes(name))
    .sort((a, b) => b.startTime - a.startTime || b.id - a.id);
  const result = paginate(rows, input.page, input.size, 10);
  return ok({ ...result, data: result.data.map((l) => toListItem(l, session?.address)) });
});

const detail = implement(lotteriesEndpoints.detail, async ({ input, session, lang }) => {
  await settleLotteries(now());
  const l = findLottery(input.id);
  if (!l || !isVisible(l)) return notFound(lang);
  return ok(toDetail(l, session?.address));
});

/**
 * Join once, only while open. Runs under the POST lock, so two racing joins of one user see each
 * other: the second finds the first row and is refused.
 */
const join = implement(lotteriesEndpoints.join, async ({ input, me, lang }) => {
  const at = now();
  await settleLotteries(at);
  const l = findLottery(input.id);
  if (!l || !isVisible(l)) return notFound(lang);
  const phase = phaseOf(l, at);
  if (phase !== 1) {
    const state = LotteryPhase.label(phase, lang === 'en' ? 'en' : 'zh');
    return fail(
      1,
      say(lang, { zh: `抽签活动${state}，无法参与`, en: `This lottery is ${state.toLowerCase()}; you cannot join it` }),
    );
  }
  if (findJoin(l.id, me.address))
    return fail(1, say(lang, { zh: '您已参与过本次抽签，每人仅限一次', en: 'You have already joined this lottery' }));
  if (!isRealNameVerified(me.address)) return failWith('real_name_required', lang);
  if (l.needCaptcha && (!input.ticket || !input.randstr))
    return fail(1, say(lang, { zh: '请先完成人机验证', en: 'Please complete the captcha first' }));
  const user = findUser(me.address);
  const unit = Math.min(5, Math.max(1, l.rules[0]?.unitNum ?? 1));
  const codes: string[] = [];
  for (let i = 0; i < unit; i++) {
    const used = nextCode(l);
    codes.push(String(Number(used) + i).padStart(l.numLen, '0'));
  }
  await lotteryJoins.create({
    lotteryId: l.id,
    address: me.address,
    uid: user?.uid ?? 0,
    nickName: user?.nickname ?? '',
    codes,
    joinTime: at,
    hit: false,
  });
  return ok();
});

export const lotteriesHandlers = [page, detail, join];
