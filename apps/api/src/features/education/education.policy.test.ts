import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  authorizeEducation,
  educationPermissions,
  type EducationAccessFacts,
  type EducationActor,
} from './education.policy';

const facts = (overrides: Partial<EducationAccessFacts> = {}): EducationAccessFacts => ({
  educationId: 'e',
  ownerId: 'owner',
  staffRoles: [],
  impersonatedByAdmin: false,
  ...overrides,
});
const actor = (
  userId: string,
  roles: EducationActor['roles'] = [],
  impersonatorId: string | null = null,
): EducationActor => ({
  kind: 'user',
  userId,
  roles,
  permissions: [],
  impersonatorId,
});

describe('education policy', () => {
  it('the owner views and edits', () => {
    expect(educationPermissions(actor('owner', ['ROLE_PARTICIPANT']), facts())).toEqual({
      view: true,
      edit: true,
      imitatingAdmin: false,
    });
  });

  it('linked staff view only, in each staff role', () => {
    for (const role of ['institute_educator', 'practical_trainer', 'program_assistant'] as const) {
      expect(educationPermissions(actor('x', ['ROLE_INSTITUTE_EDUCATOR']), facts({ staffRoles: [role] }))).toEqual({
        view: true,
        edit: false,
        imitatingAdmin: false,
      });
    }
  });

  it('an educator role without a link, or a global permission, gives nothing', () => {
    const educator = {
      ...actor('x', ['ROLE_INSTITUTE_EDUCATOR', 'ROLE_PROGRAM_ASSISTANT']),
      permissions: ['VIEW_EDUCATION'] as const,
    };
    expect(educationPermissions(educator, facts())).toEqual({ view: false, edit: false, imitatingAdmin: false });
    expect(() => authorizeEducation(educator, 'view', facts())).toThrow(AppError);
  });

  it("LIST_USERS with VIEW_EDUCATION views anyone's education (the users screens), never edits; one alone gives nothing", () => {
    const staff = (permissions: EducationActor['permissions']) => ({
      ...actor('x', ['ROLE_PROGRAM_ASSISTANT']),
      permissions,
    });
    expect(educationPermissions(staff(['LIST_USERS', 'VIEW_EDUCATION']), facts())).toEqual({
      view: true,
      edit: false,
      imitatingAdmin: false,
    });
    expect(() => authorizeEducation(staff(['LIST_USERS', 'VIEW_EDUCATION']), 'edit', facts())).toThrow(AppError);
    expect(educationPermissions(staff(['LIST_USERS']), facts()).view).toBe(false);
    expect(educationPermissions(staff(['VIEW_EDUCATION']), facts()).view).toBe(false);
  });

  it('admins view and edit; imitatingAdmin only when an admin acts as a viewer', () => {
    expect(educationPermissions(actor('a', ['ROLE_ADMIN']), facts())).toEqual({
      view: true,
      edit: true,
      imitatingAdmin: false,
    });
    const imitated = actor('owner', ['ROLE_PARTICIPANT'], 'admin');
    expect(educationPermissions(imitated, facts({ impersonatedByAdmin: true })).imitatingAdmin).toBe(true);
    expect(educationPermissions(imitated, facts({ impersonatedByAdmin: false })).imitatingAdmin).toBe(false);
    // Acting as someone unrelated does not open the education.
    const stranger = actor('someone', ['ROLE_PARTICIPANT'], 'admin');
    expect(educationPermissions(stranger, facts({ impersonatedByAdmin: true }))).toEqual({
      view: false,
      edit: false,
      imitatingAdmin: false,
    });
  });

  it('refusals: no view is 404, view without edit is 403, no education is 404', () => {
    const status = (fn: () => unknown) => {
      try {
        fn();
        return 200;
      } catch (error) {
        return (error as AppError).statusCode;
      }
    };
    expect(status(() => authorizeEducation(actor('x'), 'view', facts()))).toBe(404);
    expect(status(() => authorizeEducation(actor('x'), 'view', null))).toBe(404);
    expect(status(() => authorizeEducation(actor('x'), 'edit', facts({ staffRoles: ['practical_trainer'] })))).toBe(
      403,
    );
    expect(status(() => authorizeEducation(actor('owner'), 'edit', facts()))).toBe(200);
  });
});
