/** The avatar is only previewed on the device (the real backend discards headUrl), so keep it small. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export type AvatarCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/** Images only (the real FileEnum image set plus webp), at most AVATAR_MAX_BYTES. */
export function checkAvatar(file: Pick<File, 'type' | 'size'>): AvatarCheck {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return { ok: false, reason: 'type' };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, reason: 'size' };
  return { ok: true };
}
