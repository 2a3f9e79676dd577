import type { LotteryDetail } from '@contracts/lotteries';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { JoinBar } from './JoinBar';
import { LotteryDetailView } from './LotteryDetailView';

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);
const HOUR = 3_600_000;
/** /rest time text in China time. */
const rest = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

function detail(
  start: number,
  end: number,
  draw: number,
  taskState: 0 | 1 | 2,
  joined: boolean,
  hit?: boolean,
): LotteryDetail {
  return {
    info: {
      id: 1,
      name: '敦煌飞天数字藏品 二期抽签',
      adImage: '/mock-img/lottery/1.svg',
      acquireDes: '持有指定商品即可获得签码',
      lotteryRule: '<p>每人限参与一次。</p><script>window.__xss=1</script>',
      goodsName: '敦煌飞天数字藏品',
      startTime: rest(NOW + start * HOUR),
      endTime: rest(NOW + end * HOUR),
      lotteryTime: rest(NOW + draw * HOUR),
      taskState,
      rateType: 0,
      rate: 3,
      joinNum: 12,
      realHitNum: taskState === 2 ? 3 : 0,
      ...(taskState === 2 ? { blockHash: `0x${'ab'.repeat(32)}`, blockHeight: 18_345_678 } : {}),
    },
    rules: [{ id: 1, itemType: 2, unitNum: 1, categoryList: [], goodsList: [] }],
    mine: { joined, codes: joined ? ['000003'] : [], ...(hit === undefined ? {} : { hit }) },
    participants: [{ uid: 10010, nickName: '链上小明', unitNum: 1, joinTime: rest(NOW - HOUR) }],
    ...(taskState === 2 ? { winners: [{ uid: 10010, nickName: '链上小明', code: '000003' }] } : {}),
  };
}

function View({ d }: { d: LotteryDetail }) {
  return (
    <LotteryDetailView
      detail={d}
      now={NOW}
      joinBar={<JoinBar detail={d} now={NOW} loggedIn joining={false} onJoin={() => {}} onLogin={() => {}} />}
    />
  );
}

const meta = preview.meta({ title: 'features/lotteries/LotteryDetailView', component: View });

export const Upcoming = meta.story({
  args: { d: detail(24, 72, 96, 0, false) },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '未开始' })).toBeDisabled();
  },
});
export const Open = meta.story({
  args: { d: detail(-24, 24, 48, 0, false) },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '立即参与' })).toBeEnabled();
  },
});
export const Joined = meta.story({
  args: { d: detail(-24, 24, 48, 0, true) },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '已参与' })).toBeDisabled();
    await expect(canvas.getByText('000003')).toBeVisible();
  },
});
export const AwaitingDraw = meta.story({
  args: { d: detail(-72, -24, 24, 1, true) },
  async play({ canvas }) {
    await expect(canvas.getByText('待开奖')).toBeVisible();
  },
});
export const DrawnWon = meta.story({
  args: { d: detail(-96, -72, -48, 2, true, true) },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByText('恭喜，您已中签！')).toBeVisible();
    await expect(canvas.getByText('18345678')).toBeVisible();
    expect(canvasElement.querySelector('script')).toBeNull();
  },
});
export const DrawnLost = meta.story({
  args: { d: detail(-96, -72, -48, 2, true, false) },
  async play({ canvas }) {
    await expect(canvas.getByText('很遗憾，未中签')).toBeVisible();
  },
});
