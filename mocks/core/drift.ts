import { fail, type Reply } from './respond';

/**
 * A resolver whose answer does not match its contract is a mock bug: it must be loud in dev and in
 * tests (console.error with the zod issues, plus a log tests can assert empty), and visible to the
 * client as code 1 `mock drift: <id>` rather than a silently wrong shape.
 */
export interface DriftRecord {
  endpointId: string;
  issues: unknown[];
}

const log: DriftRecord[] = [];

export function drift(endpointId: string, issues: readonly unknown[]): Reply<never> {
  console.error(
    `[mock drift] ${endpointId} answered data that does not match its contract:`,
    JSON.stringify(issues, null, 2),
  );
  log.push({ endpointId, issues: [...issues] });
  return fail(1, `mock drift: ${endpointId}`);
}

/** Returns and clears the drift records (tests: `expect(takeDrift()).toEqual([])`). */
export function takeDrift(): DriftRecord[] {
  return log.splice(0, log.length);
}
