import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { assertNoUnhandledRequests, resetApiMock } from './api-mock';

// A console.error in a component test is a failure (React warnings, act() problems, crashes).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
  window.scrollTo = vi.fn();
  // jsdom has no matchMedia: every query answers 'no match'.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});

afterEach(() => {
  cleanup();
  try {
    assertNoUnhandledRequests();
  } finally {
    resetApiMock();
    vi.restoreAllMocks();
  }
});
