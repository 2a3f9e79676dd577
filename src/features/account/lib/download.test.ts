import { describe, expect, it } from 'vitest';
import { DOWNLOAD_LINKS, downloadChoice } from './download';

describe('downloadChoice', () => {
  it('says "already in the app" inside the webview, else the link of the OS', () => {
    expect(downloadChoice({ os: 'android', webview: true })).toEqual({ kind: 'inApp' });
    expect(downloadChoice({ os: 'android', webview: false })).toEqual({ kind: 'android', url: DOWNLOAD_LINKS.android });
    expect(downloadChoice({ os: 'ios', webview: false })).toEqual({ kind: 'ios', url: DOWNLOAD_LINKS.ios });
    expect(downloadChoice({ os: 'other', webview: false })).toEqual({ kind: 'both' });
  });
});
