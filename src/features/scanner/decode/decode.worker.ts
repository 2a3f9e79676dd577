/// <reference lib="webworker" />
/**
 * Decodes scan-frame crops off the main thread. It first posts which decoder it chose ({type:'ready'})
 * or that none could load ({type:'failed'}); then {id, width, height, buffer} in (the buffer is
 * transferred), {type:'result', id, result, engine} or {type:'result', id, error} out. The decoders'
 * code and WebAssembly load only here, on demand.
 */
import type { Detector } from '../types';
import { browserSources, pickDetector } from './pick-detector';
import { answerDecode, type DecodeRequest, describeError, type WorkerMessage } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: WorkerMessage) => scope.postMessage(m);
let detector: Detector | null = null;

pickDetector(browserSources(scope as never)).then(
  (d) => {
    detector = d;
    post({ type: 'ready', engine: d.engine });
  },
  (e: unknown) => post({ type: 'failed', error: describeError(e) }),
);

scope.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  // The page sends frames only after 'ready'; a frame before it gets an error answer, not silence.
  if (!detector) post({ type: 'result', id: event.data.id, error: 'DecodeError: decoder not ready' });
  else post(await answerDecode(detector, event.data));
};
