import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { STORAGE_KEYS, writeStored } from '../lib/local-storage';
import { startTarget } from '../lib/session';
import { preloadFirstScreen, preloadRoute } from './preload';
import { routes } from './router';

const education = (id: string, furtherEducation = false) => ({ id, name: `Opleiding ${id}`, furtherEducation });
const ONE = '11111111-1111-4111-8111-111111111111';
const TWO = '22222222-2222-4222-8222-222222222222';

describe("where '/' sends a signed-in user (startTarget)", () => {
  it('sends a participant with one education (further education aside) straight on to it', () => {
    const account = { educations: [education(ONE), education(TWO, true)] };
    expect(startTarget(account, 'participant')).toBe(`/onderwijs/${ONE}`);
  });

  it('keeps a participant with several educations, or none, on the picker', () => {
    expect(startTarget({ educations: [education(ONE), education(TWO)] }, 'participant')).toBeUndefined();
    expect(startTarget({ educations: [education(TWO, true)] }, 'participant')).toBeUndefined();
  });

  it('sends the other views to their initial route, whatever the educations', () => {
    const account = { educations: [education(ONE)] };
    expect(startTarget(account, 'admin')).toBe('/gebruikers');
    expect(startTarget(account, 'educator')).toBe('/agenda');
    expect(startTarget(account, 'e-learning')).toBe('/e-learnings');
    expect(startTarget(account, null)).toBeUndefined();
  });
});

describe('preloading the first screen', () => {
  /** Routes like the app's: a layout without a module and lazy screens, each load counted. */
  function lazyRoutes() {
    const loads = {
      agenda: vi.fn(async () => ({})),
      education: vi.fn(async () => ({})),
      users: vi.fn(async () => ({})),
    };
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'agenda', lazy: loads.agenda },
          { path: 'onderwijs/:id', lazy: loads.education },
          { path: 'gebruikers', lazy: loads.users },
        ],
      },
    ];
    return { loads, table };
  }

  it("imports the modules of the screen '/' will send the user on to, by the stored view", async () => {
    const { loads, table } = lazyRoutes();
    const account = makeAccount({ roles: ['ROLE_TEACHER', 'ROLE_PARTICIPANT'], educations: [education(ONE)] });
    // The educator view comes first by priority: its initial route is the agenda.
    preloadFirstScreen({ status: 'signed-in', account }, '/', table);
    expect(loads.agenda).toHaveBeenCalledTimes(1);
    expect(loads.education).not.toHaveBeenCalled();

    // The participant view chosen before: the only education.
    writeStored(STORAGE_KEYS.view, 'participant');
    preloadFirstScreen({ status: 'signed-in', account }, '/', table);
    expect(loads.education).toHaveBeenCalledTimes(1);
    expect(loads.users).not.toHaveBeenCalled();
  });

  it("preloads no screen beyond '/' for a visitor or for a deep link", () => {
    const { loads, table } = lazyRoutes();
    const account = makeAccount({ roles: ['ROLE_ADMIN'] });
    preloadFirstScreen({ status: 'anonymous' }, '/', table);
    preloadFirstScreen({ status: 'signed-in', account }, '/agenda', table);
    expect(loads.users).not.toHaveBeenCalled();
    expect(loads.agenda).not.toHaveBeenCalled();
  });

  it("finds a lazy module for every view's start in the app's own router", async () => {
    for (const path of ['/gebruikers', '/agenda', '/e-learnings', `/onderwijs/${ONE}`]) {
      const modules = await Promise.all(preloadRoute(routes, path));
      expect(modules.length, path).toBeGreaterThan(0);
      // What the router renders there: a module with a screen in it.
      expect(
        modules.some((m) => m && typeof m === 'object' && 'Component' in m),
        path,
      ).toBe(true);
    }
  });
});
