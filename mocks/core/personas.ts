/**
 * Demo personas: deterministic wallets of the public test mnemonic below (the well-known development
 * phrase; these keys hold nothing anywhere). The derived keys are written out so start-up does not pay
 * for PBKDF2; personas.test.ts re-derives them from the mnemonic to keep this table honest.
 */
export const DEMO_MNEMONIC = 'test test test test test test test test test test test junk';

export type PersonaKey = 'normal' | 'newbie' | 'frozen' | 'realname' | 'inviter' | 'invitee' | 'merchant' | 'merchant2';

export interface Persona {
  key: PersonaKey;
  /** BIP-44 index m/44'/60'/0'/0/{index}. */
  index: number;
  address: string;
  privateKey: string;
  zh: string;
  en: string;
}

export const PERSONAS: readonly Persona[] = [
  {
    key: 'normal',
    index: 0,
    address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    zh: '普通用户（各种状态都有）',
    en: 'Normal user (something in every status)',
  },
  {
    key: 'newbie',
    index: 1,
    address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    zh: '新用户（列表全空）',
    en: 'New user (empty lists)',
  },
  {
    key: 'frozen',
    index: 2,
    address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    zh: '已冻结账户',
    en: 'Frozen account',
  },
  {
    key: 'realname',
    index: 3,
    address: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
    zh: '需实名认证',
    en: 'Needs real-name verification',
  },
  {
    key: 'inviter',
    index: 4,
    address: '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
    zh: '邀请人（有被邀请人）',
    en: 'Inviter (with invitees)',
  },
  {
    key: 'invitee',
    index: 5,
    address: '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    zh: '被邀请人',
    en: 'Invitee',
  },
  {
    key: 'merchant',
    index: 6,
    address: '0x976ea74026e726554db657fa54763abd0c3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
    zh: '商户：尚品潮玩',
    en: 'Merchant: Shangpin Toys',
  },
  {
    key: 'merchant2',
    index: 7,
    address: '0x14dc79964da2c08b23698b3d3cc7ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
    zh: '商户：链上好物',
    en: 'Merchant: Chain Goods',
  },
];

export function persona(key: PersonaKey): Persona {
  const p = PERSONAS.find((x) => x.key === key);
  if (!p) throw new Error(`unknown persona ${key}`);
  return p;
}
