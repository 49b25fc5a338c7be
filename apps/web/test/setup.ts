import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { mockApi, SIGNED_OUT } from './fake-api';

// Lazy route modules are transformed on first import; on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 3000 });

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
