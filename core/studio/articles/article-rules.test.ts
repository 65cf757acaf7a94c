import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../permissions.ts';
import { allowedActions, checkAction, type ArticleStatus } from './article-rules.ts';

const actor = (role: StaffRole, idStaff = 1, medicalReviewer = false) => ({
  idStaff,
  role,
  medicalReviewer,
});
const article = (status: ArticleStatus, idStaffOwner = 1) => ({ status, idStaffOwner });

describe('article rules', () => {
  it('let contributors edit and submit only their own, and edit only before scheduling', () => {
    expect(allowedActions(actor('contributor'), article('draft'))).toEqual([
      'edit',
      'submit',
      'trash',
    ]);
    expect(allowedActions(actor('contributor'), article('in_review'))).toEqual(['edit', 'trash']);
    expect(allowedActions(actor('contributor'), article('published'))).toEqual([]);
    expect(allowedActions(actor('contributor'), article('draft', 2))).toEqual([]);
  });

  it('let authors publish their own, in any state of theirs; editors anything', () => {
    expect(checkAction(actor('author'), article('unpublished'), 'publish')).toBe('ok');
    expect(checkAction(actor('author'), article('draft', 2), 'publish')).toBe('forbidden');
    expect(checkAction(actor('author'), article('published'), 'edit')).toBe('ok');
    expect(checkAction(actor('author'), article('draft'), 'schedule')).toBe('forbidden');
    expect(allowedActions(actor('editor'), article('published', 2))).toEqual([
      'edit',
      'unpublish',
      'trash',
    ]);
    expect(allowedActions(actor('editor'), article('scheduled', 2))).toEqual([
      'edit',
      'schedule',
      'unschedule',
      'publish',
      'trash',
    ]);
  });

  it('trash (docs/decisions/075): one’s own draft, or any article for editors; nothing after', () => {
    expect(checkAction(actor('author'), article('published'), 'trash')).toBe('forbidden');
    expect(checkAction(actor('author'), article('draft', 2), 'trash')).toBe('forbidden');
    expect(checkAction(actor('editor'), article('in_review', 2), 'send_back')).toBe('ok');
    expect(checkAction(actor('author'), article('in_review'), 'send_back')).toBe('forbidden');
    const trashed = { ...article('draft'), trashedAt: new Date() };
    expect(allowedActions(actor('owner'), trashed)).toEqual([]);
  });

  it('tell a forbidden move from an impossible one', () => {
    expect(checkAction(actor('contributor'), article('draft'), 'unpublish')).toBe('forbidden');
    expect(checkAction(actor('editor'), article('draft'), 'unpublish')).toBe('impossible');
    expect(checkAction(actor('editor'), article('published'), 'publish')).toBe('impossible');
    expect(checkAction(actor('editor'), article('in_review'), 'submit')).toBe('impossible');
  });

  it('give the medical sign-off to the flag, whatever the role', () => {
    expect(checkAction(actor('owner'), article('draft'), 'review')).toBe('forbidden');
    expect(checkAction(actor('contributor', 5, true), article('published'), 'review')).toBe('ok');
  });
});
