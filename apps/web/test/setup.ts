import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadCatalogue } from '../src/lib/i18n';
import { mockApi, SIGNED_OUT } from './fake-api';

// The app loads the catalogue beyond its core with the first lazy screen; components rendered on their own in a test
// need it all from the start. The lazy shell and signed-in chrome are loaded here too (the app starts them at once):
// a test's waits then do not include transforming them on a busy machine.
await Promise.all([loadCatalogue(), import('../src/app/layouts/shell'), import('../src/app/layouts/signed-in-chrome')]);

// Lazy route modules are transformed on first import; on a busy 2-core machine that can take over a second, and a
// CI run with two workers took twice as long as the same run here. A wait ends as soon as its condition holds, so a
// generous cap costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// Every app render asks for the account first: by default the visitor is signed out and nothing else answers.
// A test that needs more calls replaces this with its own `mockApi(...)`.
beforeEach(() => {
  mockApi({ 'GET /api/users/account': SIGNED_OUT });
});

afterEach(() => {
  cleanup();
  // The stored view and education (spec 1 §9) must not leak from one test into the next.
  window.localStorage.clear();
});

// jsdom has no scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => {};
