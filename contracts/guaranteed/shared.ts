import { type Guarantee, g } from './group';

// Objects that several endpoints return, written relative to the object itself ('' = the object).
// Rule: a field is guaranteed when docs/backend/ documents it without an absence note (Jackson
// omits only nulls, docs/backend/wire.md#nulls-omitted, and these columns are NOT NULL). Fields documented as "absent
// until", "may be absent" or "only in", and provisional fields the real backend lacks, are left out.

export const MERCHANT: Guarantee[] = [
  g('', ['address', 'name', 'headUrl', 'insideAddress'], 'MerchantVO — docs/backend/objects.md#merchant-vo'),
];

/** TokenMetaVO without tokenId ("absent in order lists/details"). */
export const META: Guarantee[] = [
  g(
    '',
    ['name', 'tokenName', 'cover', 'expressType', 'blindBoxType'],
    'TokenMetaVO — docs/backend/objects.md#token-meta-vo',
  ),
];

export const SPU_PAGE: Guarantee[] = [
  g(
    '',
    ['goodsId', 'type', 'name', 'cover', 'price', 'total', 'sales', 'stock', 'favorite', 'saleType'],
    'GoodsSpuPageVO (saleTime, saleTimeNormal nullable) — docs/backend/objects.md#goods-spu-page-vo',
  ),
];

/** OrderInfoVO: payTime/cancelTime absent until they happen; refund tx fields set only by a refund. */
export const ORDER_INFO: Guarantee[] = [
  g(
    '',
    [
      'orderId',
      'sellerAddress',
      'buyerAddress',
      'goodsId',
      'skuId',
      'tokenIds',
      'num',
      'price',
      'amount',
      'payChain',
      'payPrice',
      'payAmount',
      'payHash',
      'status',
      'orderTime',
      'expireTime',
      'txStatus',
      'txHash',
      'refundNote',
      'refundPrice',
    ],
    'OrderInfoVO ("[] until paid", "\\"0\\" until paid", "\\"\\" until paid", "starts as []") — docs/backend/objects.md#order-info-vo',
  ),
  // `note` is left out on purpose: real answers carry refund entries without it.
  g(
    'refundNote[]',
    ['type', 'time'],
    'OrderInfoVO.refundNote {type, time, note} — docs/backend/objects.md#order-info-vo',
  ),
];

/** OrderExpressVO: times absent until they happen; refundNote absent while NULL. */
export const EXPRESS: Guarantee[] = [
  g(
    '',
    [
      'orderId',
      'sellerAddress',
      'buyerAddress',
      'goodsId',
      'skuId',
      'ctId',
      'tokenIds',
      'num',
      'txHash',
      'status',
      'name',
      'phone',
      'detail',
      'note',
      'expressCode',
      'orderTime',
      'refundExpressCode',
    ],
    'OrderExpressVO ("\\"\\" until shipped", refundExpressCode DB default "") — docs/backend/objects.md#order-express-vo',
  ),
  g(
    'refundNote[]',
    ['type', 'time', 'toStatus'],
    'OrderExpressVO.refundNote {type, time, note, fromStatus?, toStatus} — docs/backend/objects.md#order-express-vo',
  ),
];

export const USER: Guarantee[] = [
  g(
    '',
    ['uid', 'address', 'parentAddress', 'status', 'nickname', 'headUrl', 'inviteNum', 'registerTime'],
    'UserVO — docs/backend/objects.md#user-vo',
  ),
];
