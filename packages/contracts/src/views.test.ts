import { describe, expect, it } from 'vitest';
import { availableViews, INITIAL_ROUTES, resolveView } from './views';

describe('views', () => {
  it('follow from the roles, in priority order', () => {
    expect(availableViews(['ROLE_PARTICIPANT', 'ROLE_TEACHER'])).toEqual(['educator', 'participant']);
    expect(availableViews(['ROLE_ADMIN'])).toEqual(['admin']);
    expect(availableViews(['ROLE_PRACTICAL_TRAINER'])).toEqual(['educator']);
    expect(availableViews(['ROLE_FREE_E_LEARNING_USER'])).toEqual(['e-learning']);
    expect(availableViews(['ROLE_EXTERNAL'])).toEqual([]);
  });

  it('keep a stored view the roles allow, and fall back by priority otherwise', () => {
    expect(resolveView(['ROLE_PARTICIPANT', 'ROLE_TEACHER'], 'participant')).toBe('participant');
    expect(resolveView(['ROLE_PARTICIPANT', 'ROLE_TEACHER'], 'admin')).toBe('educator');
    expect(resolveView(['ROLE_PARTICIPANT'], null)).toBe('participant');
    expect(resolveView([], 'admin')).toBeNull();
  });

  it('start where the spec says', () => {
    expect(INITIAL_ROUTES).toEqual({
      admin: '/gebruikers',
      educator: '/agenda',
      participant: '/',
      'e-learning': '/e-learnings',
    });
  });
});
