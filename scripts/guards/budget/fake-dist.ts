import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A build directory for the budget checks' tests: `files` written under `assets/`, removed when the test that made
 * it finishes (each test made one or more and left them in the machine's temp directory).
 */
export function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-dist-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), text);
  return dir;
}
