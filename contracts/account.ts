import { z } from 'zod';
import { defineEndpoint, NoData } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { Address, EpochMs } from './core/primitives';

/** UserEnum.StatusEnum. */
export const UserStatus = labelledEnum({
  0: { name: 'frozen', zh: '冻结', en: 'Frozen' },
  1: { name: 'normal', zh: '正常', en: 'Normal' },
});

export const NICKNAME_MAX = 16;

/** UserVO, field for field (docs/backend/objects.md#user-vo). */
export const UserVO = lazySchema(() =>
  z.object({
    uid: z.number().int().nonnegative(),
    address: Address,
    /** "" when the user has no inviter. */
    parentAddress: z.union([z.literal(''), Address]),
    status: UserStatus.schema,
    nickname: z.string().max(NICKNAME_MAX),
    headUrl: z.string(),
    inviteNum: z.number().int().nonnegative(),
    registerTime: EpochMs,
    latestLoginTime: EpochMs,
  }),
);
export type UserVO = z.infer<typeof UserVO>;

export const UpdateInfoRO = lazySchema(() =>
  z.object({
    nickname: z
      .string()
      .max(NICKNAME_MAX)
      .refine((s) => s.trim() !== '', 'must not be blank'),
    /** Accepted and ignored: the real backend always resets headUrl to "". */
    headUrl: z.string().optional(),
  }),
);

export const accountEndpoints = {
  info: defineEndpoint({
    id: 'account.info',
    method: 'GET',
    path: '/api/v/account/info',
    summary: 'The logged-in user',
    auth: 'required',
    family: 'v',
    input: () => z.object({}),
    data: UserVO,
  }),
  updateInfo: defineEndpoint({
    id: 'account.updateInfo',
    method: 'POST',
    path: '/api/v/account/update-info',
    summary: 'Change the nickname (≤ 16 characters, not blank); headUrl is reset to ""',
    auth: 'required',
    family: 'v',
    input: UpdateInfoRO,
    data: NoData,
  }),
} as const;
