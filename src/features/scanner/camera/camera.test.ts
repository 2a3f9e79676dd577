import { describe, expect, it, vi } from 'vitest';
import {
  ANY_CAMERA,
  CameraUnsupportedError,
  cameraErrorKind,
  cameraSupported,
  openCamera,
  REAR_CAMERA,
  stopStream,
} from './camera';

const domError = (name: string) => Object.assign(new Error(name), { name });
const fakeStream = () => {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  return { tracks, stream: { getTracks: () => tracks } as unknown as MediaStream };
};

describe('openCamera', () => {
  it('prefers the rear camera', async () => {
    const { stream } = fakeStream();
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    await expect(openCamera({ getUserMedia })).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith(REAR_CAMERA);
  });

  it('falls back to any camera when there is no rear one', async () => {
    const { stream } = fakeStream();
    const getUserMedia = vi.fn().mockRejectedValueOnce(domError('OverconstrainedError')).mockResolvedValue(stream);
    await expect(openCamera({ getUserMedia })).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenLastCalledWith(ANY_CAMERA);
  });

  it('reports the error of the fallback when both attempts fail', async () => {
    const denied = domError('NotAllowedError');
    const getUserMedia = vi.fn().mockRejectedValueOnce(domError('OverconstrainedError')).mockRejectedValue(denied);
    await expect(openCamera({ getUserMedia })).rejects.toBe(denied);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('throws CameraUnsupportedError without getUserMedia', async () => {
    await expect(openCamera(undefined)).rejects.toBeInstanceOf(CameraUnsupportedError);
    await expect(openCamera({} as never)).rejects.toBeInstanceOf(CameraUnsupportedError);
    expect(cameraSupported({} as never)).toBe(false);
  });
});

describe('camera helpers', () => {
  it('stops every track and tolerates no stream', () => {
    const { tracks, stream } = fakeStream();
    stopStream(stream);
    for (const t of tracks) expect(t.stop).toHaveBeenCalledTimes(1);
    expect(() => stopStream(null)).not.toThrow();
  });

  it('classifies getUserMedia errors', () => {
    expect(cameraErrorKind(new CameraUnsupportedError('x'))).toBe('unsupported');
    expect(cameraErrorKind(domError('NotAllowedError'))).toBe('denied');
    expect(cameraErrorKind(domError('NotFoundError'))).toBe('notFound');
    expect(cameraErrorKind(domError('NotReadableError'))).toBe('busy');
    expect(cameraErrorKind(new Error('boom'))).toBe('other');
    expect(cameraErrorKind(null)).toBe('other');
  });
});
