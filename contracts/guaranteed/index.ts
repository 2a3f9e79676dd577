import { type Guarantee, g, page, pathsOf, under } from './group';
import { EXPRESS, MERCHANT, META, ORDER_INFO, SPU_PAGE, USER } from './shared';

/**
 * Per endpoint: the response fields the client relies on, each with the line of real-api-notes that
 * guarantees it. Everything else is read tolerantly (may be missing or null; see core/tolerant.ts).
 * Endpoints without payload need no entry. `npm run contracts:audit` prints this as contracts/AUDIT.md.
 *
 * Endpoints with no real twin (admin-generation equivalents, 8.4) rely on the fields that the admin
 * client's types declare without `?`; provisional extras are never guaranteed.
 */
export const AUDIT: Readonly<Record<string, readonly Guarantee[]>> = {
  'auth.content': [g('data', ['content'], '2.9 PresignContentVO')],
  'auth.login': [g('data', ['authorization'], '2.9 AuthorizationVO')],
  'account.info': under('data', USER),
  'goods.page': page([
    ...under('spu', SPU_PAGE),
    ...under('merchant', MERCHANT),
    g('', ['spu', 'merchant'], '2.8 GoodsPageVO'),
  ]),
  'goods.detail': [
    g(
      'data',
      ['spu', 'skuProp', 'v1Skus', 'merchant', 'contract'],
      '2.8 GoodsDetailVO (prizes, isFavorite: provisional)',
    ),
    ...under('data.spu', SPU_PAGE),
    g('data.spu', ['des', 'images', 'orderLimit'], '2.8 GoodsSpuVO (classifies, detail may be absent)'),
    g('data.skuProp', ['title1', 'title2'], '2.8 GoodsDetailVO.skuProp'),
    g('data.v1Skus[]', ['propValue1', 'v2Skus'], '2.8 GoodsDetailVO.v1Skus'),
    g('data.v1Skus[].v2Skus[]', ['propValue2', 'sku'], '2.8 GoodsDetailVO.v2Skus'),
    g(
      'data.v1Skus[].v2Skus[].sku',
      ['skuId', 'name', 'cover', 'price', 'stock', 'orderLimit', 'orderPack', 'expressType', 'blindBoxType'],
      '2.8 GoodsSkuVO',
    ),
    ...under('data.merchant', MERCHANT),
    g('data.contract', ['ctId', 'address'], '2.4 ChainContractVO'),
  ],
  'goods.favoriteState': [g('data', ['createTime'], '2.8 GoodsFavoriteVO (no data = not favourited)')],
  'blindBoxes.openRecordPage': page([
    g(
      '',
      ['id', 'uid', 'nickName', 'boxGoodsId', 'goodsName', 'createTime'],
      '8.4 BlindBoxOpenRecordItem (admin type)',
    ),
  ]),
  'orders.page': page([
    g('', ['info', 'meta', 'merchant'], '2.7 OrderVO ("with info, meta, merchant", 5.5)'),
    ...under('info', ORDER_INFO),
    ...under('meta', META),
    ...under('merchant', MERCHANT),
  ]),
  'orders.detail': [
    g('data', ['info', 'meta', 'merchant'], '2.7 OrderVO'),
    ...under('data.info', ORDER_INFO),
    ...under('data.meta', META),
    ...under('data.merchant', MERCHANT),
  ],
  'payments.payType': [g('data[]', ['chainType', 'coinType', 'price', 'amount', 'payAddress'], '2.9 PriceVO')],
  'merchant.info': under('data', MERCHANT),
  'content.banners': [g('data[]', ['id', 'title', 'cover', 'target'], '2.9 SysBannerVO (target may be JSON, 1.2.3)')],
  'assets.tokenPage': page([
    g(
      '',
      ['goodsId', 'skuId', 'ctId', 'tokenId', 'num', 'updateTime'],
      '2.9 UserAssetTokenVO (display fields provisional)',
    ),
  ]),
  'assets.detail': [g('data', ['goodsId', 'skuId', 'ctId', 'tokenId', 'num', 'updateTime'], '2.9 UserAssetTokenVO')],
  'assets.page': page([g('', ['goodsId', 'num', 'name', 'cover'], '2.9 UserAssetCollectionVO (5.7)')]),
  'assets.list': [
    g('data', ['skuProp', 'v1Assets'], '2.9 UserAssetVO (5.7: v1Assets can be [])'),
    g('data.skuProp', ['title1', 'title2'], '2.9 UserAssetVO.skuProp'),
    g('data.v1Assets[]', ['propValue1', 'v2Assets'], '2.9 UserAssetVO.v1Assets'),
    g(
      'data.v1Assets[].v2Assets[]',
      ['goodsId', 'skuId', 'propValue2', 'cover', 'expressType', 'blindBoxType', 'tokens'],
      '2.9 UserAssetVO.v2Assets',
    ),
    g(
      'data.v1Assets[].v2Assets[].tokens[]',
      ['ctId', 'tokenId', 'tokenName', 'num', 'updateTime'],
      '2.9 UserAssetVO.tokens',
    ),
  ],
  'chain.contractList': [g('data[]', ['ctId', 'type', 'name', 'address'], '2.4 ChainContractVO')],
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
      '8.4 GoodsChainRecordItem (admin type)',
    ),
  ]),
  'deliveries.page': page([
    g('', ['express', 'meta', 'merchant'], '2.7 OrderVO (express variant)'),
    ...under('express', EXPRESS),
    ...under('meta', META),
    ...under('merchant', MERCHANT),
  ]),
  'deliveries.detail': [
    g('data', ['express', 'meta', 'merchant'], '2.7 OrderVO (express variant)'),
    ...under('data.express', EXPRESS),
    ...under('data.meta', META),
    ...under('data.merchant', MERCHANT),
  ],
  'deliveries.logistics': [
    g('data[]', ['code'], '2.9 LogisticsVO (name, statusDesc, details may be absent)'),
    g('data[].details[]', ['time', 'desc'], '2.9 LogisticsVO.details'),
  ],
  'addresses.list': [g('data[]', ['id', 'name', 'phone', 'region', 'location', 'status'], '2.9 UserExpressVO')],
  'addresses.detail': [g('data', ['id', 'name', 'phone', 'region', 'location', 'status'], '2.9 UserExpressVO')],
  'invites.page': page(USER),
  'invoices.page': page([
    g(
      '',
      ['orderId', 'invoiceState', 'type', 'titleType', 'title', 'invoiceAmount'],
      '8.4 InvoiceListItem (admin type)',
    ),
  ]),
  'invoices.detail': [
    g(
      'data',
      ['orderId', 'invoiceState', 'type', 'titleType', 'title', 'invoiceAmount'],
      '8.4 InvoiceListItem (admin type)',
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
      '8.4 LotteryListItem (admin type)',
    ),
  ]),
  'lotteries.detail': [
    g('data', ['info', 'rules'], '8.4 lottery detail (admin type; mine, winners: provisional)'),
    g('data.rules[]', ['categoryList', 'goodsList'], '8.4 lottery rule (admin type)'),
    g('data.rules[].categoryList[]', ['id', 'name'], 'provisional {id, name}: ids are keys'),
    g('data.rules[].goodsList[]', ['id', 'name'], 'provisional {id, name}: ids are keys'),
  ],
  'notices.page': page([
    g('', ['id', 'title', 'content', 'cover', 'activeTime'], '2.9 SysNoticeVO (classifies may be absent)'),
  ]),
  'notices.detail': [g('data', ['id', 'title', 'content', 'cover', 'activeTime'], '2.9 SysNoticeVO')],
};

export const GUARANTEED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(AUDIT).map(([id, groups]) => [id, pathsOf(groups)]),
);
