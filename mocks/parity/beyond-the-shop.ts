import type { ParityRow } from './row';

/** Refusals of the merchant console, the admin, uploads and the framework: the shop (/v/*) never meets them, so
 * the mock cannot produce them; each row says why. */
export const BEYOND_THE_SHOP_ROWS: readonly ParityRow[] = [
  {
    id: 'merchant.permission',
    source: 'docs/backend/codes.md#code-table',
    endpoint: '/m/* (merchant console)',
    situation: 'a merchant action without the permission',
    code: 401,
    zh: '权限不足，无法执行此操作',
    en: 'Permission denied. You cannot perform this operation',
    notProduced: 'the mock serves the shop (/v/*) only; PermissionInterceptor guards /m/** (merchant side)',
  },
  {
    id: 'merchant.gas',
    source: 'docs/backend/codes.md#code-table, docs/backend/rules.md#r33-goods-edits',
    endpoint: '/m/goods mint',
    situation: 'minting goods with too little gas in the merchant wallet',
    code: 1,
    zh: 'Gas费用不足，请补充后重试',
    en: 'Insufficient Gas. Refuel and retry',
    notProduced: 'merchant-side (goods minting); the shop never triggers it',
  },
  {
    id: 'merchant.balance',
    source: 'docs/backend/codes.md#code-table, docs/backend/rules.md#r17-refund-audit',
    endpoint: '/m/order refund audit',
    situation: 'agreeing to a refund while the merchant inside wallet holds too little',
    code: 1,
    zh: '余额费用不足，请补充后重试',
    en: 'Insufficient Balance. Refuel and retry',
    notProduced: 'merchant-side (refund audit); the mock’s simulated merchant has no wallet balance',
  },
  {
    id: 'admin.referral',
    source: 'docs/backend/codes.md#code-table, docs/backend/rules.md#r26-invites',
    endpoint: 'admin: change a user’s inviter',
    situation: 'self, same-as-current, unregistered or circular inviter',
    code: 1,
    zh: '邀请地址不能与当前地址相同',
    en: 'Referral address cannot be the same as your current address',
    notProduced: 'admin-side (UserService.updateParentAddressByAddress); the shop only sets an inviter at registration',
  },
  {
    id: 'file.upload',
    source: 'docs/backend/codes.md#code-table',
    endpoint: 'file upload',
    situation: 'a file upload that fails',
    code: 1,
    zh: '文件上传失败，请检查格式或大小',
    en: 'File upload failed. Check format or size',
    notProduced: 'the shop has no upload endpoint (the avatar URL is ignored, docs/backend/rules.md#r25-nickname)',
  },
  {
    id: 'framework.not-found',
    source: 'docs/backend/codes.md#code-table',
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
    source: 'docs/backend/codes.md#code-table',
    endpoint: 'any POST endpoint',
    situation: 'a body that is not JSON',
    code: 1,
    zh: 'Failed to read request',
    en: 'Failed to read request',
    notProduced:
      'the mock answers "Failed to read request: malformed JSON body" on purpose (bad input names its problem; mocks/core/implement.ts), a known difference from the real text',
  },
];
