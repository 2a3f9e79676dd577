import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: each of these concerns lives in one place, and a second copy is a defect, not a style choice (two
 * copies drift: the BSC RPC host, the explorer links, the countdown's clock all did). App code only: tests,
 * stories and testing helpers may spell fixtures.
 */
interface Rule {
  concern: string;
  /** The one file allowed to hold it. */
  home: string;
  pattern: RegExp;
}

const RULES: Rule[] = [
  {
    concern: 'chain ids',
    // The chain table; the app reads it through src/platform/chains.ts (CONTRACT_CHAIN_ID, CHAINS, isShopChain).
    home: 'contracts/chain-abi.ts',
    // 2999 (not a phone number like 400-800-2999) and 56 as a chain id.
    pattern: /(?<![\w-])2999(?![\w-])|chainId\W{1,4}56\b|\b56 as const|\| 56\b|\b56 \|/,
  },
  {
    concern: 'chain hosts (RPC, explorer)',
    // src/platform/chains.ts reads them from the contracts' table, which the build's CSP also reads.
    home: 'contracts/chain-abi.ts',
    pattern: /bscscan\.com|mainnet\.bityuan\.com|bsc-dataseed|bnbchain\.org/,
  },
  // `${base}/tx/${hash}` and the like: a link put together from an explorer base.
  { concern: 'explorer URLs', home: 'src/platform/chains.ts', pattern: /\}\/(tx|address|\$\{kind\})\// },
  { concern: 'sending a transaction', home: 'src/platform/wallet.ts', pattern: /eth_sendTransaction/ },
  {
    concern: 'the price formatter',
    home: 'src/lib/money.ts',
    pattern: /function format(\w*Price|Yuan)\w*|(const|let) format(\w*Price|Yuan)\w*\s*=/,
  },
  {
    concern: 'web storage',
    home: 'src/lib/storage.ts',
    // `localStorage.getItem`, `globalThis.sessionStorage ?? null`: the store itself, not a comment naming it.
    pattern:
      /\b(?:globalThis|window)\.(?:localStorage|sessionStorage)\b|\b(?:localStorage|sessionStorage)\s*(?:\?\?|\?\.|\.\w)/,
  },
  {
    concern: 'the countdown',
    home: 'src/components/Countdown.tsx',
    pattern: /function Countdown\b|const Countdown\s*=/,
  },
];

const isAppCode = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.(test|spec|stories)\.tsx?$|\.d\.ts$|\/testing\/|-fake\.ts$/.test(file);

function* walk(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) yield* walk(p);
    else if (isAppCode(p)) yield p;
  }
}

/** `file:line concern (belongs in home)` for every copy outside its home. */
function copies(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    text.split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may name things
      for (const r of RULES) {
        if (file !== r.home && r.pattern.test(line)) found.push(`${file}:${i + 1} ${r.concern} (belongs in ${r.home})`);
      }
    });
  }
  return found;
}

const root = path.resolve(import.meta.dirname, '..');
const appFiles = new Map([...walk(`${root}/src`)].map((f) => [path.relative(root, f), readFileSync(f, 'utf8')]));

describe('one of each (issue 32)', () => {
  it('keeps every concern in its one home', () => {
    expect(copies(appFiles)).toEqual([]);
  });

  it('each home exists and holds its concern', () => {
    for (const r of RULES) expect(readFileSync(path.join(root, r.home), 'utf8'), r.home).toMatch(r.pattern);
  });

  it('sees the copies that were there before (positive control)', () => {
    const before = new Map([
      ['src/features/orders/lib/explorer.ts', "const EXPLORERS = { 2999: 'https://mainnet.bityuan.com' };"],
      ['src/features/goods/lib/explorer.ts', `  return base ? \`\${base}/address/\${address}\` : undefined;`],
      ['src/features/payments/lib/injected-wallet.ts', "    method: 'eth_sendTransaction',"],
      ['src/features/goods/lib/price.ts', 'export function formatPrice(decimal: string): string {'],
      ['src/features/invoices/lib/amount.ts', 'export function formatYuanNumber(yuan: number): string {'],
      ['src/features/lotteries/components/Countdown.tsx', 'export function Countdown({ target, now }) {'],
      ['src/features/orders/components/RefundApplyPopup.tsx', 'type SendTx = (tx: { chainId: 2999 | 56 }) => 1;'],
      ['src/features/account/components/ContactView.tsx', "const CONTACT = { phone: '400-800-2999' };"],
      ['src/features/assets/components/AssetList.tsx', '  width={56}'],
      ['src/platform/device.ts', '    return globalThis.sessionStorage ?? null;'],
      ['src/platform/captcha-fake.ts', '    if (fromUrl) sessionStorage.setItem(CAPTCHA_MODE_KEY, fromUrl);'],
      ['src/features/payments/components/WalletPay.tsx', '/** A payment an older build kept in sessionStorage joins'],
      ['src/features/payments/lib/pay.ts', 'const note = "kept in sessionStorage. Then";'],
    ]);
    expect(copies(before).map((c) => c.replace(/ \(belongs.*/, ''))).toEqual([
      'src/features/orders/lib/explorer.ts:1 chain ids',
      'src/features/orders/lib/explorer.ts:1 chain hosts (RPC, explorer)',
      'src/features/goods/lib/explorer.ts:1 explorer URLs',
      'src/features/payments/lib/injected-wallet.ts:1 sending a transaction',
      'src/features/goods/lib/price.ts:1 the price formatter',
      'src/features/invoices/lib/amount.ts:1 the price formatter',
      'src/features/lotteries/components/Countdown.tsx:1 the countdown',
      'src/features/orders/components/RefundApplyPopup.tsx:1 chain ids',
      'src/platform/device.ts:1 web storage',
      'src/platform/captcha-fake.ts:1 web storage',
    ]);
  });
});
