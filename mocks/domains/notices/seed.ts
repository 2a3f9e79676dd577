import { mockImage } from '../../core/image-urls';
import type { SeedContext } from '../../core/seed-context';
import { type NoticeRecord, notices } from './table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Operator HTML carrying every payload the client's sanitiser must remove. */
export const HOSTILE_NOTICE_TITLE = '【安全测试】含脚本的公告';
export function hostileHtml(cover: string): string {
  return [
    '<p>本公告用于验证富文本安全过滤：下面的内容<strong>不应执行任何脚本</strong>。</p>',
    '<script>window.__xss = (window.__xss || 0) + 1; alert("xss")</script>',
    '<img src="x-broken.png" onerror="window.__xss = (window.__xss || 0) + 1" alt="坏图" />',
    '<p><a href="javascript:window.__xss=(window.__xss||0)+1">点我领取福利</a></p>',
    '<p onclick="window.__xss=1" style="color:#c00">带事件属性的段落</p>',
    '<iframe src="javascript:alert(3)"></iframe>',
    `<p><img src="${cover}" width="640" height="360" alt="活动海报" /></p>`,
  ].join('');
}

function richHtml(title: string, cover: string, body: string[]): string {
  return [
    `<h3>${title}</h3>`,
    ...body.map((p) => `<p>${p}</p>`),
    `<p><img src="${cover}" width="640" height="360" alt="${title}" /></p>`,
    '<ul><li>活动解释权归平台所有</li><li>如有疑问请联系在线客服</li></ul>',
    '<p><a href="https://example.com/rules" target="_blank">查看完整规则</a></p>',
  ].join('');
}

const TITLES = [
  '平台升级维护公告',
  '新春抽签活动正式开启',
  '关于防范诈骗的重要提醒',
  '敦煌飞天数字藏品发售公告',
  '发票申请流程调整说明',
  '用户协议更新通知',
  '山海经神兽盲盒补货公告',
  '邀请好友得签码活动',
  '链上凭证查询功能上线',
  '五一假期发货安排',
  '实名认证升级说明',
  '新商户入驻公告',
  '客服工作时间调整',
  '国潮熊猫徽章限时发售',
  'BSC 链 USDT 支付上线',
  '关于订单超时自动取消的说明',
  '龙年生肖徽章空投名单公示',
  '紫砂壶预售说明',
  '周年庆感恩回馈',
  '隐私政策更新',
];

/** Active, online notices with two on top and two scrolling, plus an offline one and a future one. */
export async function seedNotices(s: SeedContext): Promise<void> {
  const f = s.faker;
  let id = 0;
  const make = async (title: string, over: Partial<NoticeRecord> = {}) => {
    id += 1;
    const cover = mockImage('notice', id, title.slice(0, 8));
    const body = [f.lorem.paragraph(), f.lorem.paragraph()];
    await notices.create({
      id,
      classifies: id % 3 === 0 ? [] : [1 + (id % 2)],
      title,
      content: richHtml(title, cover, body),
      cover,
      activeTime: s.now - (TITLES.length + 3 - id) * 11 * HOUR,
      status: 1,
      top: 0,
      scroll: 0,
      ...over,
    });
  };
  for (const [i, title] of TITLES.entries())
    await make(title, { top: i === 1 || i === 6 ? 1 : 0, scroll: i === 2 || i === 9 ? 1 : 0 });
  const hostileCover = mockImage('notice', 'hostile', '安全测试');
  await make(HOSTILE_NOTICE_TITLE, { content: hostileHtml(hostileCover), cover: hostileCover });
  await make('已下线的旧公告', { status: 0 });
  await make('明日上线的预告（未生效）', { activeTime: s.now + DAY });
}
