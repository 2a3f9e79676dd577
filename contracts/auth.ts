import { z } from 'zod';
import { defineEndpoint, NoData } from './core/endpoint';
import { lazySchema } from './core/lazy-schema';
import { Address } from './core/primitives';

/** A hex personal_sign signature: 65 bytes, with or without 0x (SignatureComponent, d0878). */
export const Signature = lazySchema(() => z.string().regex(/^(0x)?[0-9a-fA-F]{130}$/, 'a 65-byte hex signature'));

/** 32 lowercase hex (MD5 of a random UUID), sent back raw in the `authorization` header. */
export const AuthToken = lazySchema(() => z.string().regex(/^[0-9a-f]{32}$/, 'a 32-hex token'));

export const PresignContentVO = lazySchema(() => z.object({ content: z.string() }));
export const AuthorizationVO = lazySchema(() => z.object({ authorization: AuthToken }));

export const authEndpoints = {
  content: defineEndpoint({
    id: 'auth.content',
    method: 'GET',
    path: '/api/v/access/content',
    summary: 'Sign-in challenge text for an address (d0878 format: address-keyed, 12-digit nonce, 30 min)',
    auth: 'none',
    family: 'v',
    input: () =>
      z.object({
        address: Address,
        // The real @RequestParam is required, but it may be an empty string (no inviter).
        inviteAddress: z.union([z.literal(''), Address]),
      }),
    data: PresignContentVO,
  }),
  login: defineEndpoint({
    id: 'auth.login',
    method: 'POST',
    path: '/api/v/access/login',
    summary: 'Log in with a personal_sign signature of the challenge; registers unknown addresses',
    auth: 'none',
    family: 'v',
    input: () =>
      z.object({
        address: Address,
        // Read only by the older 3eb9b08 backend; d0878 takes the challenge from its own cache.
        content: z.string().optional(),
        signature: Signature,
      }),
    data: AuthorizationVO,
  }),
  logout: defineEndpoint({
    id: 'auth.logout',
    method: 'GET',
    path: '/api/v/access/logout',
    summary: 'Delete the session of the given token',
    auth: 'required',
    family: 'v',
    input: () => z.object({}),
    data: NoData,
  }),
} as const;
