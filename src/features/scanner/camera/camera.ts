/**
 * Camera access for the scanner. The rear camera is asked for first; if that fails for any reason
 * (no rear camera, constraint not satisfiable, refused), any camera is tried once more, and only a
 * failure of that second attempt is reported (docs/backend/spec-rules.md#roles,
 * docs/backend/spec-rules.md#error-catalogue).
 */
export class CameraUnsupportedError extends Error {
  override name = 'CameraUnsupportedError';
}

type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

export function cameraSupported(md: MediaDevicesLike | undefined = globalThis.navigator?.mediaDevices): boolean {
  return typeof md?.getUserMedia === 'function';
}

export const REAR_CAMERA: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { exact: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};
export const ANY_CAMERA: MediaStreamConstraints = { audio: false, video: true };

export async function openCamera(
  md: MediaDevicesLike | undefined = globalThis.navigator?.mediaDevices,
): Promise<MediaStream> {
  if (!md || !cameraSupported(md)) throw new CameraUnsupportedError('getUserMedia is not available');
  try {
    return await md.getUserMedia(REAR_CAMERA);
  } catch {
    return md.getUserMedia(ANY_CAMERA);
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Which message to show for a camera error (DOMException names from getUserMedia). */
export function cameraErrorKind(error: unknown): 'unsupported' | 'denied' | 'notFound' | 'busy' | 'other' {
  const name = (error as { name?: string } | null)?.name;
  if (error instanceof CameraUnsupportedError) return 'unsupported';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'other';
}
