/** Words for faker's filler goods (goods.ts) and the description HTML every goods carries. */
export const FILLER_ADJECTIVES = ['复古', '限定', '手工', '联名', '经典', '轻奢', '国风', '极简'];
export const FILLER_NOUNS = [
  '陶瓷马克杯',
  '帆布托特包',
  '蓝牙音箱',
  '机械键盘',
  '香薰蜡烛',
  '真丝丝巾',
  '保温杯',
  '钢笔礼盒',
  '竹制折扇',
  '铜制书签',
];
export const FILLER_AXES: Array<{
  titles: [string, string];
  v1: string[];
  v2: string[];
}> = [
  { titles: ['颜色', '尺寸'], v1: ['象牙白', '墨黑'], v2: ['S', 'M'] },
  {
    titles: ['款式', '版本'],
    v1: ['经典款', '新年款'],
    v2: ['普通版', '礼盒版'],
  },
];

/** The description HTML carries markup the client must sanitise (script, inline handlers). */
export function richDetail(name: string, cover: string, hostile: boolean): string {
  const parts = [
    `<h3>${name}</h3>`,
    '<p>精选材料，匠心制作。<strong>每一件都附带链上凭证</strong>，可随时查验真伪。</p>',
    `<p><img src="${cover}" alt="${name}" /></p>`,
    '<ul><li>7 天内可申请退款</li><li>支持 BTY 与 USDT 支付</li><li>下单后 30 分钟内完成支付</li></ul>',
  ];
  if (hostile)
    parts.push('<img src="x" onerror="alert(1)" /><script>alert("xss")</script><a href="javascript:alert(2)">点我</a>');
  return parts.join('');
}
