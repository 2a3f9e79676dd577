/**
 * Parity of refusals: each refusal of real-api-notes §3, §7 and §10 (the real backend, web3chat/mall-web3),
 * with the endpoint, the situation, and the exact code and texts the real backend sends. `mocks/parity.test.ts`
 * drives the mock into every row that has no `notProduced` and compares code and text in zh and en; a row
 * the mock cannot produce says why. Texts are written out (not looked up in messages.ts) so this table can
 * be read against the notes on its own.
 */
import { msg } from './core/messages';

export interface ParityRow {
  id: string;
  /** Where the notes state it: "§3", "§7 r16", "B4"… */
  source: string;
  /** Endpoint id (contracts), or "any /v/ endpoint". */
  endpoint: string;
  situation: string;
  code: number;
  zh: string;
  en: string;
  /** Why the mock cannot drive this situation; the row is then documentation only. */
  notProduced?: string;
}

const INVALID = { code: 1, zh: '参数错误，请检查输入', en: 'Invalid parameter. Please check your input' } as const;
const LOST_UPDATE = {
  code: 2,
  zh: '请求过于频繁，请稍后再试',
  en: 'Too many requests. Please try again later',
} as const;
const withArgs = (arg: string) => ({
  code: 1,
  zh: `参数错误：${arg}，请检查输入`,
  en: `Invalid parameter: ${arg}. Please check your input`,
});

export const PARITY_TABLE: readonly ParityRow[] = [
  // --- Session (AuthenticationInterceptor, B4) ---
  {
    id: 'session.no-token',
    source: '§3, B4',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint without a token',
    code: 301,
    zh: '您尚未登录，请先登录',
    en: 'You are not logged in. Please log in first',
  },
  {
    id: 'session.unknown-token',
    source: '§3, B4',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint with a token the backend does not know',
    code: 302,
    zh: '登录状态已过期，请重新登录',
    en: 'Your login session has expired. Please log in again',
  },
  {
    id: 'session.frozen-anonymous',
    source: 'B4',
    endpoint: 'content.banners',
    situation: 'an anonymous endpoint with a frozen user’s token',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
  {
    id: 'session.frozen-required',
    source: 'B4, §7 r24',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint with a frozen user’s token',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
  {
    id: 'session.frozen-login',
    source: '§7 r24',
    endpoint: 'auth.login',
    situation: 'a frozen user signs in with a valid signature',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
  // --- Login (§4, §7 r26–27) ---
  {
    id: 'login.bad-checksum',
    source: '§3, §7 r27',
    endpoint: 'auth.login',
    situation: 'a mixed-case address with a wrong EIP-55 checksum',
    code: 1,
    zh: '地址格式错误',
    en: 'Invalid address format',
  },
  {
    id: 'login.no-challenge',
    source: '§3 (d0878 texts), §7 r27',
    endpoint: 'auth.login',
    situation: 'no challenge was issued (or it expired, or was used)',
    ...withArgs('签名原文已过期'),
  },
  {
    id: 'login.wrong-signer',
    source: '§3 (d0878 texts)',
    endpoint: 'auth.login',
    situation: 'the challenge signed by another key',
    ...withArgs('签名校验失败'),
  },
  {
    id: 'login.unregistered-inviter',
    source: '§3, §7 r26',
    endpoint: 'auth.login',
    situation: 'a new user invited by an address that is not registered',
    code: 1,
    zh: '邀请地址不合法',
    en: 'Invalid referral address',
  },
  // --- Order submit (§7 r2–7) ---
  {
    id: 'submit.over-50',
    source: '§7 r2',
    endpoint: 'orders.submit',
    situation: 'quantity 51',
    code: 1,
    zh: '单次最多购买50件',
    en: 'Maximum 50 items per order',
  },
  {
    id: 'submit.stock',
    source: '§7 r4',
    endpoint: 'orders.submit',
    situation: 'more than the SKU’s stock',
    code: 1,
    zh: '商品库存不足',
    en: 'Insufficient product stock',
  },
  {
    id: 'submit.limit',
    source: '§7 r6',
    endpoint: 'orders.submit',
    situation: 'goods whose purchase limit is 0',
    code: 1,
    zh: '购买数量超过限购数量',
    en: 'Order quantity exceeds purchase limit',
  },
  {
    id: 'submit.not-started',
    source: '§7 r4',
    endpoint: 'orders.submit',
    situation: 'goods whose sale time has not come yet',
    ...INVALID,
  },
  {
    id: 'submit.pack',
    source: '§7 r4',
    endpoint: 'orders.submit',
    situation: 'a quantity that is not a multiple of the SKU’s pack size',
    ...INVALID,
  },
  {
    id: 'submit.no-address',
    source: '§7 r3',
    endpoint: 'orders.submit',
    situation: 'delivery chosen (expressType 1) without a ship-to address',
    ...INVALID,
  },
  {
    id: 'submit.no-sale-time',
    source: 'B8, §3 (framework error, not localised)',
    endpoint: 'orders.submit',
    situation: 'goods with no sale time (a null dereference in OrderService.order)',
    code: 1,
    zh: 'Internal error',
    en: 'Internal error',
  },
  {
    id: 'submit.sales-race',
    source: '§7 r5, B6',
    endpoint: 'orders.submit',
    situation: 'the goods-wide sales counter is full although the SKU shows stock (lost conditional update)',
    ...LOST_UPDATE,
  },
  // --- Pay (§7 r9–12, B1) ---
  {
    id: 'pay.no-quote',
    source: '§7 r9, B6',
    endpoint: 'payments.pay',
    situation: 'no price quote from pay-type in the last 10 minutes',
    ...LOST_UPDATE,
  },
  {
    id: 'pay.not-pending',
    source: '§7 r12, B6',
    endpoint: 'payments.pay',
    situation: 'paying an order that was cancelled (lost conditional update)',
    ...LOST_UPDATE,
  },
  {
    id: 'pay.wrong-payee',
    source: '§7 r10, B1',
    endpoint: 'payments.pay',
    situation: 'a mined transfer to someone other than the merchant',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'pay.hash-used',
    source: '§7 r11',
    endpoint: 'payments.pay',
    situation: 'a hash that already paid another order',
    code: 1,
    zh: '交易哈希已被使用',
    en: 'Transaction hash already used',
  },
  {
    id: 'pay.pending-hash',
    source: 'B1',
    endpoint: 'payments.pay',
    situation: 'a hash the backend’s node has no receipt for yet (sent, not mined)',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'refund.pending-hash',
    source: 'B1',
    endpoint: 'orders.refundApply',
    situation: 'the token-return transfer sent but not mined yet when its hash is submitted',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'chain.pending-hash',
    source: 'B2',
    endpoint: 'chain.txHash',
    situation: 'a hash the backend’s node has no receipt for yet (the RPC’s error text is empty)',
    ...withArgs(''),
  },
  // --- Order state (§7 r15–16, B6) ---
  {
    id: 'cancel.not-pending',
    source: '§7 r15, B6',
    endpoint: 'orders.cancel',
    situation: 'cancelling a paid order (lost conditional update)',
    ...LOST_UPDATE,
  },
  {
    id: 'refund.unpaid',
    source: '§7 r16, B6',
    endpoint: 'orders.refundApply',
    situation: 'refund apply on an order that is not paid (status ≠ 1)',
    ...INVALID,
  },
  {
    id: 'refund.window',
    source: '§7 r16, B6',
    endpoint: 'orders.refundApply',
    situation: 'refund apply 7 days or more after the order time',
    ...INVALID,
  },
  {
    id: 'order.unknown',
    source: '§3',
    endpoint: 'orders.detail',
    situation: 'an order id that does not exist',
    ...INVALID,
  },
  // --- Deliveries (§7 r20–23, §3, B6) ---
  {
    id: 'express.confirm-wrong-status',
    source: '§7 r20, B6',
    endpoint: 'deliveries.confirm',
    situation: 'confirm receipt of an order that is not shipped (status ≠ 1)',
    ...INVALID,
  },
  {
    id: 'express.return-not-allowed',
    source: '§7 r21, B6',
    endpoint: 'deliveries.refundApply',
    situation: 'a return request from status 4 (return refused)',
    ...INVALID,
  },
  {
    id: 'express.return-window',
    source: '§7 r21, B6',
    endpoint: 'deliveries.refundApply',
    situation: 'a return request 7 days or more after the express order time',
    ...INVALID,
  },
  {
    id: 'express.numbers-wrong-status',
    source: '§7 r23, B6',
    endpoint: 'deliveries.refundExpress',
    situation: 'return tracking numbers while not in status 5 (return approved)',
    ...INVALID,
  },
  {
    id: 'express.bad-number',
    source: '§3, §7 r30',
    endpoint: 'deliveries.refundExpress',
    situation: 'a tracking number that is not one',
    ...withArgs('快递单号错误'),
  },
  // --- Address book (§7 r29) ---
  {
    id: 'address.limit',
    source: '§7 r29',
    endpoint: 'addresses.save',
    situation: 'adding an address when the book already holds 26 (more than 25)',
    code: 1,
    zh: '已达最大数量限制',
    en: 'Maximum limit already reached',
  },
  // --- Goods (§3) ---
  {
    id: 'goods.unknown',
    source: '§3',
    endpoint: 'goods.detail',
    situation: 'a goods id that does not exist',
    code: 1,
    zh: '商品编号不存在',
    en: 'Product ID does not exist',
  },
  // --- Refusals the mock cannot produce ---
  {
    id: 'merchant.permission',
    source: '§3',
    endpoint: '/m/* (merchant console)',
    situation: 'a merchant action without the permission',
    code: 401,
    zh: '权限不足，无法执行此操作',
    en: 'Permission denied. You cannot perform this operation',
    notProduced: 'the mock serves the shop (/v/*) only; PermissionInterceptor guards /m/** (merchant side)',
  },
  {
    id: 'merchant.gas',
    source: '§3, §7 r33',
    endpoint: '/m/goods mint',
    situation: 'minting goods with too little gas in the merchant wallet',
    code: 1,
    zh: 'Gas费用不足，请补充后重试',
    en: 'Insufficient Gas. Refuel and retry',
    notProduced: 'merchant-side (goods minting); the shop never triggers it',
  },
  {
    id: 'merchant.balance',
    source: '§3, §7 r17',
    endpoint: '/m/order refund audit',
    situation: 'agreeing to a refund while the merchant inside wallet holds too little',
    code: 1,
    zh: '余额费用不足，请补充后重试',
    en: 'Insufficient Balance. Refuel and retry',
    notProduced: 'merchant-side (refund audit); the mock’s simulated merchant has no wallet balance',
  },
  {
    id: 'pay.not-confirmed',
    source: '§3, B1',
    endpoint: 'payments.pay',
    situation: 'the text transaction_hash_not_confirmed',
    code: 1,
    // The one row looked up in messages.ts: a text the backend never sends stands only in its catalogue.
    zh: msg('transaction_hash_not_confirmed', 'zh'),
    en: msg('transaction_hash_not_confirmed', 'en'),
    notProduced: 'declared in the message files but never sent by the real backend (B1), so the mock never sends it',
  },
  {
    id: 'admin.referral',
    source: '§3, §7 r26',
    endpoint: 'admin: change a user’s inviter',
    situation: 'self, same-as-current, unregistered or circular inviter',
    code: 1,
    zh: '邀请地址不能与当前地址相同',
    en: 'Referral address cannot be the same as your current address',
    notProduced: 'admin-side (UserService.updateParentAddressByAddress); the shop only sets an inviter at registration',
  },
  {
    id: 'file.upload',
    source: '§3',
    endpoint: 'file upload',
    situation: 'a file upload that fails',
    code: 1,
    zh: '文件上传失败，请检查格式或大小',
    en: 'File upload failed. Check format or size',
    notProduced: 'the shop has no upload endpoint (the avatar URL is ignored, §7 r25)',
  },
  {
    id: 'login.3eb9b08-texts',
    source: '§3, §4.1',
    endpoint: 'auth.login (version 3eb9b08)',
    situation: 'the older nonce-keyed login’s signature refusals (签名原文不合法, 签名已过期…)',
    code: 1,
    zh: '签名验证失败',
    en: 'Signature verification failed',
    notProduced: 'the mock follows the address-keyed login of d0878 (hard-coded texts, rows login.*)',
  },
  {
    id: 'framework.not-found',
    source: '§3',
    endpoint: 'an unknown /v/ path',
    situation: 'a path no controller maps (NoHandlerFoundException)',
    code: 404,
    zh: '请求的资源不存在（404）',
    en: 'Requested resource not found (404)',
    notProduced:
      'Spring 6 answers an unmapped path with NoResourceFoundException ("No static resource …", B9, the no-rest-services scenario), so 404 is not seen; the mock serves contract endpoints only',
  },
  {
    id: 'framework.malformed-json',
    source: '§3',
    endpoint: 'any POST endpoint',
    situation: 'a body that is not JSON',
    code: 1,
    zh: 'Failed to read request',
    en: 'Failed to read request',
    notProduced:
      'the mock answers "Failed to read request: malformed JSON body" on purpose (bad input names its problem; mocks/core/implement.ts), a known difference from the real text',
  },
];
