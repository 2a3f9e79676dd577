import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy* and waitFor return as soon as what they wait for is there; the bound only decides when to give up.
// Testing Library's 1 s gave up on a loaded machine (four jsdom tests failed with the CPU shared by other runs,
// their screens rendering a little after 1 s). A state that never comes still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });
