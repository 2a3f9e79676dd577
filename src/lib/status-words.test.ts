import { UserStatus } from '@contracts/account';
import { FreezeType } from '@contracts/assets';
import { TransferRecordType, TransferState, TransferUserType } from '@contracts/chain-transfer';
import { ExpressStatus } from '@contracts/deliveries';
import { SpuType } from '@contracts/goods';
import { InvoiceState, InvoiceTitleType, InvoiceType } from '@contracts/invoices';
import { LotteryPhase, LotteryRuleType } from '@contracts/lotteries';
import { InfoStatus, TxStatus } from '@contracts/orders';
import { ChainType, CoinType } from '@contracts/payments';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en/status.json';
import zh from '@/locales/zh/status.json';
import { i18n, initI18n, loadLanguage } from './i18n';
import { type StatusKind, setUnknownStatusListener, statusWord } from './status-words';

/** Every enum the real backend can send in a field the UI shows, with the contract that holds its values. */
const ENUMS: Record<StatusKind, { values: readonly number[]; labels: Record<number, { name: string }> }> = {
  order: InfoStatus,
  tx: TxStatus,
  delivery: ExpressStatus,
  invoiceState: InvoiceState,
  invoiceType: InvoiceType,
  invoiceTitleType: InvoiceTitleType,
  freeze: FreezeType,
  userStatus: UserStatus,
  transferRecord: TransferRecordType,
  transferState: TransferState,
  transferUser: TransferUserType,
  spuType: SpuType,
  chain: ChainType,
  coin: CoinType,
  lotteryRule: LotteryRuleType,
  lotteryPhase: LotteryPhase,
};

beforeAll(async () => {
  initI18n('zh');
  await loadLanguage('en');
});

const inLang = (lang: 'zh' | 'en', kind: StatusKind, value: number) => {
  const fixed = i18n.cloneInstance({ lng: lang });
  return statusWord(fixed, kind, value);
};

describe('status words', () => {
  it('zh and en name the same statuses', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const kind of Object.keys(ENUMS) as StatusKind[]) expect(Object.keys(en[kind])).toEqual(Object.keys(zh[kind]));
  });

  it.each(Object.keys(ENUMS) as StatusKind[])('%s: every value has a phrase in both languages', (kind) => {
    const listener = vi.fn();
    setUnknownStatusListener(listener);
    for (const value of ENUMS[kind].values) {
      for (const lang of ['zh', 'en'] as const) {
        const word = inLang(lang, kind, value);
        expect(word, `${kind} ${value} ${lang}`).not.toMatch(/^\d+$/);
        // Coin symbols (BTY, USDT, CNY) are the one case where the backend's name is the shopper's word.
        if (kind !== 'coin') expect(word).not.toBe(ENUMS[kind].labels[value]?.name);
        expect(word).not.toBe(lang === 'zh' ? '状态未知' : 'Unknown status');
      }
    }
    expect(listener).not.toHaveBeenCalled();
  });

  it('refund results read as outcomes, not as the backend\'s "disagree / agree"', () => {
    expect(inLang('zh', 'order', 5)).toBe('退款被拒绝');
    expect(inLang('zh', 'order', 6)).toBe('已退款');
    expect(inLang('en', 'order', 5)).toBe('Refund refused');
  });

  it('shows an unknown value as a neutral phrase and reports it once', () => {
    const listener = vi.fn();
    setUnknownStatusListener(listener);
    expect(inLang('zh', 'order', 42)).toBe('状态未知');
    expect(inLang('en', 'order', 42)).toBe('Unknown status');
    expect(inLang('en', 'delivery', -1)).toBe('Unknown status');
    expect(listener.mock.calls).toEqual([
      ['order', 42],
      ['delivery', -1],
    ]);
  });
});
