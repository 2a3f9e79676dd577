/**
 * The real backend's message table (mall-web3 ResponseEnum + messages*.properties, docs/backend/codes.md#code-table),
 * with its quirks kept on purpose: hk `success` is "成功hk", zh/hk `account_frozen` starts with "=",
 * and every other hk text is the Simplified Chinese one.
 */
export type Lang = 'zh' | 'en' | 'hk';

interface Entry {
  code: number;
  en: string;
  zh: string;
  hk?: string;
}

const table = {
  success: { code: 0, en: 'Success', zh: '成功', hk: '成功hk' },
  failure: { code: 1, en: 'Failure', zh: '失败', hk: '失敗' },
  invalid_parameter: {
    code: 1,
    en: 'Invalid parameter. Please check your input',
    zh: '参数错误，请检查输入',
    hk: '參數錯誤，請檢查輸入',
  },
  invalid_parameter_with_args: {
    code: 1,
    en: 'Invalid parameter: {0}. Please check your input',
    zh: '参数错误：{0}，请检查输入',
    hk: '參數錯誤：{0}，請檢查輸入',
  },
  too_many_requests_plz_try_again_later: {
    code: 2,
    en: 'Too many requests. Please try again later',
    zh: '请求过于频繁，请稍后再试',
  },
  not_logged_in: {
    code: 301,
    en: 'You are not logged in. Please log in first',
    zh: '您尚未登录，请先登录',
  },
  login_expired: {
    code: 302,
    en: 'Your login session has expired. Please log in again',
    zh: '登录状态已过期，请重新登录',
  },
  account_frozen: {
    code: 303,
    en: 'Your account has been frozen. Please contact customer support',
    zh: '=您的账号已被冻结，请联系客服处理',
  },
  // provisional: not in mall-web3; the spec's error catalogue says 304 asks for real-name verification.
  real_name_required: {
    code: 304,
    en: 'Please complete real-name verification first',
    zh: '请先完成实名认证',
  },
  permission_denied: {
    code: 401,
    en: 'Permission denied. You cannot perform this operation',
    zh: '权限不足，无法执行此操作',
  },
  not_found: {
    code: 404,
    en: 'Requested resource not found (404)',
    zh: '请求的资源不存在（404）',
  },
  invalid_signature_content: {
    code: 1,
    en: 'Invalid signature content',
    zh: '签名原文不合法',
  },
  signature_verification_failed: {
    code: 1,
    en: 'Signature verification failed',
    zh: '签名验证失败',
  },
  signature_expired: { code: 1, en: 'Signature has expired', zh: '签名已过期' },
  invalid_signature_timestamp: {
    code: 1,
    en: 'Invalid signature timestamp',
    zh: '签名时间不合法',
  },
  invalid_address_format: {
    code: 1,
    en: 'Invalid address format',
    zh: '地址格式错误',
  },
  cannot_add_this_address: {
    code: 1,
    en: 'This address cannot be added',
    zh: '无法添加此地址',
  },
  invalid_referral_address: {
    code: 1,
    en: 'Invalid referral address',
    zh: '邀请地址不合法',
  },
  referral_address_cannot_be_the_same_as_your_current_address: {
    code: 1,
    en: 'Referral address cannot be the same as your current address',
    zh: '邀请地址不能与当前地址相同',
  },
  referral_address_is_not_registered: {
    code: 1,
    en: 'Referral address is not registered',
    zh: '邀请地址未注册',
  },
  circular_reference_detected_in_referral_addresses: {
    code: 1,
    en: 'Circular reference detected in referral addresses',
    zh: '邀请地址存在循环引用',
  },
  file_error: { code: 1, en: 'File operation error', zh: '文件操作异常' },
  invalid_file_name: { code: 1, en: 'Invalid file name', zh: '文件名不合法' },
  file_not_upload: { code: 1, en: 'File not upload', zh: '文件未上传' },
  file_upload_failed: {
    code: 1,
    en: 'File upload failed. Check format or size',
    zh: '文件上传失败，请检查格式或大小',
  },
  file_download_failed: {
    code: 1,
    en: 'File download failed. Please retry later',
    zh: '文件下载失败，请稍后重试',
  },
  Invalid_transaction_hash: {
    code: 1,
    en: 'Invalid transaction hash',
    zh: '无效的交易哈希',
  },
  transaction_hash_not_confirmed: {
    code: 1,
    en: 'Transaction not confirmed yet',
    zh: '交易尚未确认成功',
  },
  transaction_hash_already_used: {
    code: 1,
    en: 'Transaction hash already used',
    zh: '交易哈希已被使用',
  },
  invalid_payment_amount: {
    code: 1,
    en: 'Invalid payment amount',
    zh: '支付金额不合法',
  },
  insufficient_payment_amount: {
    code: 1,
    en: 'Insufficient payment amount',
    zh: '支付金额不足',
  },
  insufficient_gas: {
    code: 1,
    en: 'Insufficient Gas. Refuel and retry',
    zh: 'Gas费用不足，请补充后重试',
  },
  insufficient_balance: {
    code: 1,
    en: 'Insufficient Balance. Refuel and retry',
    zh: '余额费用不足，请补充后重试',
  },
  invalid_goods_id: {
    code: 1,
    en: 'Product ID does not exist',
    zh: '商品编号不存在',
  },
  insufficient_goods_stock: {
    code: 1,
    en: 'Insufficient product stock',
    zh: '商品库存不足',
  },
  order_quantity_exceeds_purchase_limit: {
    code: 1,
    en: 'Order quantity exceeds purchase limit',
    zh: '购买数量超过限购数量',
  },
  Maximum_num_per_order: {
    code: 1,
    en: 'Maximum 50 items per order',
    zh: '单次最多购买50件',
  },
  maximum_limit_already_reached: {
    code: 1,
    en: 'Maximum limit already reached',
    zh: '已达最大数量限制',
  },
} as const satisfies Record<string, Entry>;

export type MessageKey = keyof typeof table;

/** Framework errors of the real backend are not localised (GlobalExceptionHandler). */
export const RAW = {
  internalError: 'Internal error',
  failedToRead: 'Failed to read request',
  /**
   * Spring's NoResourceFoundException text, `No static resource <path>.` (docs/backend/corrections.md#b9-not-served;
   * see no-rest-services.ts).
   */
  noStaticResource: 'No static resource',
} as const;

export function codeOf(key: MessageKey): number {
  return table[key].code;
}

/** The localised text of `key`; `{0}` is replaced by `arg` (e.g. invalid_parameter_with_args). */
export function msg(key: MessageKey, lang: Lang, arg?: string | number): string {
  const e: Entry = table[key];
  const text = lang === 'en' ? e.en : lang === 'hk' ? (e.hk ?? e.zh) : e.zh;
  return arg === undefined ? text : text.replace('{0}', String(arg));
}

/**
 * For mock-only rules the real table does not cover (illegal order transitions and the like): one
 * readable text per language; hk falls back to zh as the real backend's hk file does.
 */
export function say(lang: Lang, texts: { zh: string; en: string; hk?: string }): string {
  return lang === 'en' ? texts.en : lang === 'hk' ? (texts.hk ?? texts.zh) : texts.zh;
}

/**
 * The real language rule: `?lang=`, then header `lang`, then `Accept-Language`; only exactly
 * `en`, `zh` or `hk` count, anything else (including `zh-CN,zh;q=0.9`) means Simplified Chinese.
 */
export function langOf(request: Request): Lang {
  const candidates = [
    new URL(request.url).searchParams.get('lang'),
    request.headers.get('lang'),
    request.headers.get('accept-language'),
  ];
  const first = candidates.find((v) => v !== null && v !== '');
  return first === 'en' || first === 'hk' || first === 'zh' ? first : 'zh';
}
