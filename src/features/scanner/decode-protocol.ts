import type { DecodedCode } from './decoder';

export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  buffer: ArrayBuffer;
}

export type DecodeResponse =
  | { id: number; result: DecodedCode | null; engine: 'native' | 'jsqr'; error?: undefined }
  | { id: number; error: string; result?: undefined };
