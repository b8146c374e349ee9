import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s (the default is 1 s): on a shared, loaded CI machine a
// route's lazy module and its loader's answer took longer than that. A passing test waits no longer.
configure({ asyncUtilTimeout: 5000 });

// Tests fail on unexpected console.error / console.warn, so React warnings never pile up.
// A test that expects one replaces the spy with its own `vi.spyOn(console, 'error').mockImplementation(...)`.
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`Unexpected console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
