import type { ARTICLE_STATES } from '../../../db/schema/editorial.ts';
import { can, type StaffGrant } from '../permissions.ts';

/**
 * Who may do what to one article, and from which state (docs/decisions/033). Pure: the service
 * asks it before writing, and the editor's view lists the allowed actions so the studio shows
 * only the right buttons. The role half comes from the permission table (decision 032); the
 * "own" half and the state half are here.
 */
export type ArticleStatus = (typeof ARTICLE_STATES)[number];

export const ARTICLE_ACTIONS = [
  'edit',
  'submit',
  'schedule',
  'unschedule',
  'publish',
  'unpublish',
  'review',
  'send_back',
  'trash',
] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

export interface ArticleFacts {
  status: ArticleStatus;
  idStaffOwner: number | null;
  /** In the trash (docs/decisions/075): nothing may be done to it but restoring or deleting. */
  trashedAt?: Date | null;
}

export interface Actor extends StaffGrant {
  idStaff: number;
}

/** The states each action starts from; any other is an impossible move (409). */
const FROM: Record<ArticleAction, readonly ArticleStatus[]> = {
  edit: ['draft', 'in_review', 'scheduled', 'published', 'unpublished'],
  submit: ['draft'],
  schedule: ['draft', 'in_review', 'scheduled'],
  unschedule: ['scheduled'],
  publish: ['draft', 'in_review', 'scheduled', 'unpublished'],
  unpublish: ['published'],
  review: ['draft', 'in_review', 'scheduled', 'published', 'unpublished'],
  send_back: ['in_review'],
  trash: ['draft', 'in_review', 'scheduled', 'published', 'unpublished'],
};

/** The states of one's own article that `article.trash.own` covers: never out yet. */
const OWN_TRASHABLE: readonly ArticleStatus[] = ['draft', 'in_review'];

/** Where each action leads (edit and review leave the state as it is). */
export const TO: Partial<Record<ArticleAction, ArticleStatus>> = {
  submit: 'in_review',
  schedule: 'scheduled',
  unschedule: 'in_review',
  publish: 'published',
  unpublish: 'unpublished',
  send_back: 'draft',
};

const isOwn = (actor: Actor, article: ArticleFacts) => article.idStaffOwner === actor.idStaff;

/** Whether the role (and ownership) allows the action, whatever the state. */
function permitted(actor: Actor, article: ArticleFacts, action: ArticleAction): boolean {
  const own = isOwn(actor, article);
  switch (action) {
    case 'edit':
      if (can(actor, 'article.edit.any')) return true;
      if (!own || !can(actor, 'article.edit.own')) return false;
      // A contributor's own article is theirs to edit until it is scheduled or published;
      // an author edits their own in any state.
      return (
        can(actor, 'article.publish.own') ||
        article.status === 'draft' ||
        article.status === 'in_review'
      );
    case 'submit':
      return can(actor, 'article.submit') && (own || can(actor, 'article.edit.any'));
    case 'schedule':
    case 'unschedule':
      return can(actor, 'article.schedule');
    case 'publish':
      return can(actor, 'article.publish.any') || (own && can(actor, 'article.publish.own'));
    case 'unpublish':
      return can(actor, 'article.unpublish');
    case 'review':
      return can(actor, 'article.review.medical');
    case 'send_back':
      return can(actor, 'article.send_back');
    case 'trash':
      return mayTrash(actor, article);
  }
}

/**
 * Trashing, and restoring from the trash (docs/decisions/075): editors any article, everyone
 * else their own while it is a draft or in review.
 */
export function mayTrash(actor: Actor, article: ArticleFacts): boolean {
  if (can(actor, 'article.trash.any')) return true;
  return (
    isOwn(actor, article) &&
    can(actor, 'article.trash.own') &&
    OWN_TRASHABLE.includes(article.status)
  );
}

export type RuleAnswer = 'ok' | 'forbidden' | 'impossible';

/** 'forbidden' (403) when the role may not, 'impossible' (409) when the state does not allow it. */
export function checkAction(
  actor: Actor,
  article: ArticleFacts,
  action: ArticleAction,
): RuleAnswer {
  if (!permitted(actor, article, action)) return 'forbidden';
  if (article.trashedAt) return 'impossible';
  return FROM[action].includes(article.status) ? 'ok' : 'impossible';
}

/** Everything this staff member may do to the article now, for the editor's buttons. */
export function allowedActions(actor: Actor, article: ArticleFacts): ArticleAction[] {
  return ARTICLE_ACTIONS.filter((action) => checkAction(actor, article, action) === 'ok');
}
