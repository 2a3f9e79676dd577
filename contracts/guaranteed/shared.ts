import { type Guarantee, g } from './group';

// Objects that several endpoints return, written relative to the object itself ('' = the object).
// Rule: a field is guaranteed when real-api-notes documents it without an absence note (Jackson
// omits only nulls, 1.2.2, and these columns are NOT NULL). Fields documented as "absent until",
// "may be absent" or "only in", and provisional fields the real backend lacks, are left out.

export const MERCHANT: Guarantee[] = [g('', ['address', 'name', 'headUrl', 'insideAddress'], '2.2 MerchantVO')];

/** TokenMetaVO without tokenId ("absent in order lists/details"). */
export const META: Guarantee[] = [
  g('', ['name', 'tokenName', 'cover', 'expressType', 'blindBoxType'], '2.3 TokenMetaVO'),
];

export const SPU_PAGE: Guarantee[] = [
  g(
    '',
    ['goodsId', 'type', 'name', 'cover', 'price', 'total', 'sales', 'stock', 'favorite', 'saleType'],
    '2.8 GoodsSpuPageVO (saleTime, saleTimeNormal nullable)',
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
    '2.5 OrderInfoVO ("[] until paid", "\\"0\\" until paid", "\\"\\" until paid", "starts as []")',
  ),
  // `note` is left out on purpose: real answers carry refund entries without it.
  g('refundNote[]', ['type', 'time'], '2.5 OrderInfoVO.refundNote {type, time, note}'),
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
    '2.6 OrderExpressVO ("\\"\\" until shipped", refundExpressCode DB default "")',
  ),
  g(
    'refundNote[]',
    ['type', 'time', 'toStatus'],
    '2.6 OrderExpressVO.refundNote {type, time, note, fromStatus?, toStatus}',
  ),
];

export const USER: Guarantee[] = [
  g(
    '',
    ['uid', 'address', 'parentAddress', 'status', 'nickname', 'headUrl', 'inviteNum', 'registerTime'],
    '2.1 UserVO',
  ),
];
