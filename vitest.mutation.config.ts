import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

/**
 * The tests Stryker runs against each mutant of the mock's business rules (stryker.config.mjs): the mock's
 * own tests and the Express host's, in node. Not the app's component tests nor the story project: they
 * exercise the mock only through the UI and would multiply the run time on this 2-core machine.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    include: ['{mocks,server}/**/*.test.ts'],
    // About 90 s of generated bad input per run: it guards the input checks in mocks/core (outside the mutated
    // folders) and, covering nearly every resolver, would add those 90 s to every mutant that survives.
    // mocks/core/implement.test.ts tests implement() itself (outside the mutated folders) with endpoints of its own,
    // which, with the shared module graph below, would reach the registry the conformance test counts.
    exclude: ['mocks/bad-input.property.test.ts', 'mocks/core/implement.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Stryker reruns the covering test files for every mutant; importing the mock's module graph (msw, faker,
    // ethers, every domain) afresh for each file took ~7 s. Every test here starts from a reseeded shop
    // (setupMockServer), so the files can share one module graph.
    isolate: false,
    testTimeout: 20_000,
  },
});
