import { type Guarantee, g, page, pathsOf, under } from './group';
import { EXPRESS, MERCHANT, META, ORDER_INFO, SPU_PAGE, USER } from './shared';

/**
 * Per endpoint: the response fields the client relies on, each with the docs/backend/ anchor that
 * guarantees it. Everything else is read tolerantly (may be missing or null; see core/tolerant.ts).
 * Endpoints without payload need no entry. `npm run contracts:audit` prints this as contracts/AUDIT.md.
 *
 * Endpoints with no real twin (admin-generation equivalents, docs/backend/admin-generation.md) rely on the fields that
 * the admin client's types declare without `?`; provisional extras are never guaranteed.
 */
export const AUDIT: Readonly<Record<string, readonly Guarantee[]>> = {
  'auth.content': [g('data', ['content'], 'PresignContentVO — docs/backend/objects.md#presign-content-vo')],
  'auth.login': [g('data', ['authorization'], 'AuthorizationVO — docs/backend/objects.md#authorization-vo')],
  'account.info': under('data', USER),
  'goods.page': page([
    ...under('spu', SPU_PAGE),
    ...under('merchant', MERCHANT),
    g('', ['spu', 'merchant'], 'GoodsPageVO — docs/backend/objects.md#goods-page-vo'),
  ]),
  'goods.detail': [
    g(
      'data',
      ['spu', 'skuProp', 'v1Skus', 'merchant', 'contract'],
      'GoodsDetailVO (prizes, isFavorite: provisional) — docs/backend/objects.md#goods-detail-vo',
    ),
    ...under('data.spu', SPU_PAGE),
    g(
      'data.spu',
      ['des', 'images', 'orderLimit'],
      'GoodsSpuVO (classifies, detail may be absent) — docs/backend/objects.md#goods-spu-vo',
    ),
    g('data.skuProp', ['title1', 'title2'], 'GoodsDetailVO.skuProp — docs/backend/objects.md#goods-detail-vo'),
    g('data.v1Skus[]', ['propValue1', 'v2Skus'], 'GoodsDetailVO.v1Skus — docs/backend/objects.md#goods-detail-vo'),
    g(
      'data.v1Skus[].v2Skus[]',
      ['propValue2', 'sku'],
      'GoodsDetailVO.v2Skus — docs/backend/objects.md#goods-detail-vo',
    ),
    g(
      'data.v1Skus[].v2Skus[].sku',
      ['skuId', 'name', 'cover', 'price', 'stock', 'orderLimit', 'orderPack', 'expressType', 'blindBoxType'],
      'GoodsSkuVO — docs/backend/objects.md#goods-sku-vo',
    ),
    ...under('data.merchant', MERCHANT),
    g('data.contract', ['ctId', 'address'], 'ChainContractVO — docs/backend/objects.md#chain-contract-vo'),
  ],
  'goods.favoriteState': [
    g('data', ['createTime'], 'GoodsFavoriteVO (no data = not favourited) — docs/backend/objects.md#goods-favorite-vo'),
  ],
  'blindBoxes.openRecordPage': page([
    g(
      '',
      ['id', 'uid', 'nickName', 'boxGoodsId', 'goodsName', 'createTime'],
      'BlindBoxOpenRecordItem (admin type) — docs/backend/admin-generation.md#rest-mystery-box',
    ),
  ]),
  'orders.page': page([
    g('', ['info', 'meta', 'merchant'], 'OrderVO ("with info, meta, merchant") — docs/backend/objects.md#order-vo'),
    ...under('info', ORDER_INFO),
    ...under('meta', META),
    ...under('merchant', MERCHANT),
  ]),
  'orders.detail': [
    g('data', ['info', 'meta', 'merchant'], 'OrderVO — docs/backend/objects.md#order-vo'),
    ...under('data.info', ORDER_INFO),
    ...under('data.meta', META),
    ...under('data.merchant', MERCHANT),
  ],
  'payments.payType': [
    g(
      'data[]',
      ['chainType', 'coinType', 'price', 'amount', 'payAddress'],
      'PriceVO — docs/backend/objects.md#price-vo',
    ),
  ],
  'merchant.info': under('data', MERCHANT),
  'content.banners': [
    g(
      'data[]',
      ['id', 'title', 'cover', 'target'],
      'SysBannerVO (target may be JSON) — docs/backend/objects.md#sys-banner-vo',
    ),
  ],
  'assets.tokenPage': page([
    g(
      '',
      ['goodsId', 'skuId', 'ctId', 'tokenId', 'num', 'updateTime'],
      'UserAssetTokenVO (display fields provisional) — docs/backend/objects.md#user-asset-token-vo',
    ),
  ]),
  'assets.detail': [
    g(
      'data',
      ['goodsId', 'skuId', 'ctId', 'tokenId', 'num', 'updateTime'],
      'UserAssetTokenVO — docs/backend/objects.md#user-asset-token-vo',
    ),
  ],
  'assets.page': page([
    g(
      '',
      ['goodsId', 'num', 'name', 'cover'],
      'UserAssetCollectionVO — docs/backend/objects.md#user-asset-collection-vo',
    ),
  ]),
  'assets.list': [
    g('data', ['skuProp', 'v1Assets'], 'UserAssetVO (v1Assets can be []) — docs/backend/objects.md#user-asset-vo'),
    g('data.skuProp', ['title1', 'title2'], 'UserAssetVO.skuProp — docs/backend/objects.md#user-asset-vo'),
    g('data.v1Assets[]', ['propValue1', 'v2Assets'], 'UserAssetVO.v1Assets — docs/backend/objects.md#user-asset-vo'),
    g(
      'data.v1Assets[].v2Assets[]',
      ['goodsId', 'skuId', 'propValue2', 'cover', 'expressType', 'blindBoxType', 'tokens'],
      'UserAssetVO.v2Assets — docs/backend/objects.md#user-asset-vo',
    ),
    g(
      'data.v1Assets[].v2Assets[].tokens[]',
      ['ctId', 'tokenId', 'tokenName', 'num', 'updateTime'],
      'UserAssetVO.tokens — docs/backend/objects.md#user-asset-vo',
    ),
  ],
  'chain.contractList': [
    g('data[]', ['ctId', 'type', 'name', 'address'], 'ChainContractVO — docs/backend/objects.md#chain-contract-vo'),
  ],
  'chain.txHash': under('data', META),
  'chainTransfer.page': page([
    g(
      '',
      [
        'transferId',
        'chainHash',
        'recordType',
        'fromChainAddress',
        'fromType',
        'toChainAddress',
        'toType',
        'token',
        'transState',
        'createTime',
      ],
      'GoodsChainRecordItem (admin type) — docs/backend/admin-generation.md#rest-chain-transfer',
    ),
  ]),
  'deliveries.page': page([
    g('', ['express', 'meta', 'merchant'], 'OrderVO (express variant) — docs/backend/objects.md#order-vo'),
    ...under('express', EXPRESS),
    ...under('meta', META),
    ...under('merchant', MERCHANT),
  ]),
  'deliveries.detail': [
    g('data', ['express', 'meta', 'merchant'], 'OrderVO (express variant) — docs/backend/objects.md#order-vo'),
    ...under('data.express', EXPRESS),
    ...under('data.meta', META),
    ...under('data.merchant', MERCHANT),
  ],
  'deliveries.logistics': [
    g(
      'data[]',
      ['code'],
      'LogisticsVO (name, statusDesc, details may be absent) — docs/backend/objects.md#logistics-vo',
    ),
    g('data[].details[]', ['time', 'desc'], 'LogisticsVO.details — docs/backend/objects.md#logistics-vo'),
  ],
  'addresses.list': [
    g(
      'data[]',
      ['id', 'name', 'phone', 'region', 'location', 'status'],
      'UserExpressVO — docs/backend/objects.md#user-express-vo',
    ),
  ],
  'addresses.detail': [
    g(
      'data',
      ['id', 'name', 'phone', 'region', 'location', 'status'],
      'UserExpressVO — docs/backend/objects.md#user-express-vo',
    ),
  ],
  'invites.page': page(USER),
  'invoices.page': page([
    g(
      '',
      ['orderId', 'invoiceState', 'type', 'titleType', 'title', 'invoiceAmount'],
      'InvoiceListItem (admin type) — docs/backend/admin-generation.md#rest-invoices',
    ),
  ]),
  'invoices.detail': [
    g(
      'data',
      ['orderId', 'invoiceState', 'type', 'titleType', 'title', 'invoiceAmount'],
      'InvoiceListItem (admin type) — docs/backend/admin-generation.md#rest-invoices',
    ),
  ],
  'lotteries.page': page([
    g(
      '',
      [
        'id',
        'name',
        'adImage',
        'goodsName',
        'state',
        'taskState',
        'rateType',
        'rate',
        'totalNum',
        'joinNum',
        'startTime',
        'endTime',
      ],
      'LotteryListItem (admin type) — docs/backend/admin-generation.md#rest-lotteries',
    ),
  ]),
  'lotteries.detail': [
    g(
      'data',
      ['info', 'rules'],
      'lottery detail (admin type; mine, winners: provisional) — docs/backend/admin-generation.md#rest-lotteries',
    ),
    g(
      'data.rules[]',
      ['categoryList', 'goodsList'],
      'lottery rule (admin type) — docs/backend/admin-generation.md#rest-lotteries',
    ),
    g('data.rules[].categoryList[]', ['id', 'name'], 'provisional {id, name}: ids are keys'),
    g('data.rules[].goodsList[]', ['id', 'name'], 'provisional {id, name}: ids are keys'),
  ],
  'notices.page': page([
    g(
      '',
      ['id', 'title', 'content', 'cover', 'activeTime'],
      'SysNoticeVO (classifies may be absent) — docs/backend/objects.md#sys-notice-vo',
    ),
  ]),
  'notices.detail': [
    g('data', ['id', 'title', 'content', 'cover', 'activeTime'], 'SysNoticeVO — docs/backend/objects.md#sys-notice-vo'),
  ],
};

export const GUARANTEED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(AUDIT).map(([id, groups]) => [id, pathsOf(groups)]),
);
