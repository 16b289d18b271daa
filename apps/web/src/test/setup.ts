import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { endSession, installSession } from '@/lib/auth/session';
import { loadAllCatalogues } from '@/lib/i18n/catalogues';
import { assertNoUnhandledRequests, resetApiMock } from './api-mock';

// findBy* and waitFor wait up to 5 s (the library's 1 s is too short for a first lazy import on a busy
// two-core CI machine); what they wait for is still what a person would see.
configure({ asyncUtilTimeout: 5_000 });

// The API client gets its bearer token from the session, as in the app (main.tsx → startApp).
installSession();

// Texts are lazy chunks in the app; tests render from them at once, in either language.
await Promise.all([loadAllCatalogues('en'), loadAllCatalogues('hi')]);

// jsdom has no modal dialogs: showModal/close just toggle `open` (focus trapping is the browser's job).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype && HTMLDialogElement.prototype.showModal)) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

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
  endSession();
  localStorage.clear();
  try {
    assertNoUnhandledRequests();
  } finally {
    resetApiMock();
    vi.restoreAllMocks();
    // Files share their worker's modules and globals (isolate: false): no fake clock outlives its test.
    vi.useRealTimers();
    sessionStorage.clear();
  }
});
