import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../db/schema/studio.ts';
import { ACTIONS, can, PERMISSIONS } from './permissions.ts';

const grant = (role: (typeof STAFF_ROLES)[number], medicalReviewer = false) => ({
  role,
  medicalReviewer,
});

describe('studio permission table', () => {
  it('each role can do everything the role before it can', () => {
    for (let i = 1; i < STAFF_ROLES.length; i++) {
      const lower = PERMISSIONS[STAFF_ROLES[i - 1]!];
      const higher = PERMISSIONS[STAFF_ROLES[i]!];
      for (const action of lower)
        expect(higher.has(action), `${STAFF_ROLES[i]} ${action}`).toBe(true);
    }
  });

  it('follows the roles of the specification', () => {
    expect(can(grant('contributor'), 'article.submit')).toBe(true);
    expect(can(grant('contributor'), 'article.publish.own')).toBe(false);
    expect(can(grant('author'), 'article.publish.own')).toBe(true);
    expect(can(grant('author'), 'article.edit.any')).toBe(false);
    expect(can(grant('editor'), 'article.unpublish')).toBe(true);
    expect(can(grant('editor'), 'staff.invite')).toBe(false);
    expect(can(grant('admin'), 'staff.remove')).toBe(true);
    expect(can(grant('admin'), 'ownership.transfer')).toBe(false);
    expect(can(grant('editor'), 'staff.second_factor.reset')).toBe(false);
    expect(can(grant('admin'), 'staff.second_factor.reset')).toBe(true);
    expect(can(grant('editor'), 'audit.read')).toBe(false);
    expect(can(grant('admin'), 'audit.read')).toBe(true);
    expect(can(grant('owner'), 'ownership.transfer')).toBe(true);
  });

  it('follows the trash and review rows (docs/decisions/075, 077)', () => {
    expect(can(grant('contributor'), 'article.trash.own')).toBe(true);
    expect(can(grant('author'), 'article.trash.any')).toBe(false);
    expect(can(grant('editor'), 'article.trash.any')).toBe(true);
    expect(can(grant('author'), 'newsletter.trash')).toBe(false);
    expect(can(grant('editor'), 'newsletter.trash')).toBe(true);
    expect(can(grant('author'), 'article.send_back')).toBe(false);
    expect(can(grant('editor'), 'article.send_back')).toBe(true);
    expect(can(grant('editor'), 'trash.purge')).toBe(false);
    expect(can(grant('admin'), 'trash.purge')).toBe(true);
    expect(can(grant('owner'), 'trash.purge')).toBe(true);
  });

  it('medical review comes from the flag alone, for any role', () => {
    for (const role of STAFF_ROLES) {
      expect(can(grant(role), 'article.review.medical')).toBe(false);
      expect(can(grant(role, true), 'article.review.medical')).toBe(true);
    }
  });

  it('names only known actions', () => {
    for (const role of STAFF_ROLES)
      for (const action of PERMISSIONS[role]) expect(ACTIONS).toContain(action);
  });
});
