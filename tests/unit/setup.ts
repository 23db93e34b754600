import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every console.error / console.warn during a test is a failure: React warnings (keys, act,
 * unknown props) and library warnings are bugs in a demo that a reader would copy.
 */
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (messages.length) {
    const text = messages.join('\n');
    messages = [];
    throw new Error(`Unexpected console output during the test:\n${text}`);
  }
});
