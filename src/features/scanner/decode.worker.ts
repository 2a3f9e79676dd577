/// <reference lib="webworker" />
/**
 * Decodes scan-frame crops off the main thread. Messages: {id, width, height, buffer} in (the buffer is
 * transferred), {id, result, engine} or {id, error} out. jsQR lives only in this worker's chunk.
 */
import type { DecodeRequest, DecodeResponse } from './decode-protocol';
import { pickDetector } from './detect';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const detector = pickDetector(scope as never);

scope.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  const { id, width, height, buffer } = event.data;
  let reply: DecodeResponse;
  try {
    const d = await detector;
    const result = await d.detect({ data: new Uint8ClampedArray(buffer), width, height });
    reply = { id, result, engine: d.engine };
  } catch (error) {
    reply = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  scope.postMessage(reply);
};
