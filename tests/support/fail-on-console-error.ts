import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// An error printed during a test is a bug even when the assertions pass.
let spy: MockInstance<typeof console.error>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length)
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
