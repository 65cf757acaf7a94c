import type { STAFF_ROLES } from '../../db/schema/studio.ts';

/**
 * The one permission table of the studio (docs/decisions/032): role → actions. Every studio route
 * declares the action it needs and the route guard asks `can()`; the generated test
 * tests/security/studio-permissions.test.ts is built from this table. Roles follow Ghost's:
 * each role can do everything the one before it can.
 */
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ACTIONS = [
  'article.read',
  'article.create',
  'article.edit.own',
  'article.edit.any',
  'article.submit',
  'article.publish.own',
  'article.publish.any',
  'article.schedule',
  'article.unpublish',
  'article.review.medical',
  // An editor sends an article in review back to its author with a note (docs/decisions/077).
  'article.send_back',
  // The trash (docs/decisions/075): `.own` is one's own draft; restoring needs what trashing
  // needed; deleting for good (one item, or emptying the trash) is for admins.
  'article.trash.own',
  'article.trash.any',
  'newsletter.trash',
  'trash.purge',
  'staff.list',
  'staff.invite',
  'staff.role.change',
  'staff.remove',
  'staff.second_factor.reset',
  'audit.read',
  'ownership.transfer',
  'settings.edit',
  'notices.edit',
  // Everything else a visitor sees (decisions 042-045).
  'breeds.edit',
  'products.edit',
  'infographics.edit',
  'pages.edit',
  'home.edit',
  'widgets.edit',
  'content.export',
  'content.import',
  // The audience and the staff (decisions 046-048).
  'subscribers.manage',
  'members.manage',
  // The dashboard's site-wide figures (decision 048): page views, most read, editions.
  'dashboard.figures',
  'newsletter.edit',
  'newsletter.send',
  // The media library's pictures (docs/decisions/070): change the alt text (and, later, the
  // file), or delete one nobody uses; `.own` is a picture the staff member uploaded.
  'media.edit.own',
  'media.edit.any',
  'media.delete.own',
  'media.delete.any',
] as const;

export type StudioAction = (typeof ACTIONS)[number];

const contributor: readonly StudioAction[] = [
  'article.read',
  'article.create',
  'article.edit.own',
  'article.submit',
  'article.trash.own',
  'media.edit.own',
  'media.delete.own',
];
const author: readonly StudioAction[] = [...contributor, 'article.publish.own'];
const editor: readonly StudioAction[] = [
  ...author,
  'article.edit.any',
  'article.publish.any',
  'article.schedule',
  'article.unpublish',
  'article.send_back',
  'article.trash.any',
  'staff.list',
  'notices.edit',
  'breeds.edit',
  'products.edit',
  'infographics.edit',
  'pages.edit',
  'home.edit',
  'widgets.edit',
  'dashboard.figures',
  // Editors compose and send editions, as Ghost's editors send posts by e-mail (decision 047).
  'newsletter.edit',
  'newsletter.send',
  'newsletter.trash',
  // As with articles: editors look after everyone's pictures (docs/decisions/070).
  'media.edit.any',
  'media.delete.any',
];
const admin: readonly StudioAction[] = [
  ...editor,
  'staff.invite',
  'staff.role.change',
  'staff.remove',
  'staff.second_factor.reset',
  'audit.read',
  'settings.edit',
  'content.export',
  'content.import',
  'subscribers.manage',
  'members.manage',
  'trash.purge',
];
const owner: readonly StudioAction[] = [...admin, 'ownership.transfer'];

export const PERMISSIONS: Readonly<Record<StaffRole, ReadonlySet<StudioAction>>> = {
  contributor: new Set(contributor),
  author: new Set(author),
  editor: new Set(editor),
  admin: new Set(admin),
  owner: new Set(owner),
};

/** Given by the medical-reviewer flag, whatever the role; no role grants it. */
const FLAG_ACTIONS: ReadonlySet<StudioAction> = new Set(['article.review.medical']);

export interface StaffGrant {
  role: StaffRole;
  medicalReviewer: boolean;
}

export function can(staff: StaffGrant, action: StudioAction): boolean {
  if (FLAG_ACTIONS.has(action)) return staff.medicalReviewer;
  return PERMISSIONS[staff.role].has(action);
}

export const isStudioAction = (value: string): value is StudioAction =>
  (ACTIONS as readonly string[]).includes(value);

/** Roles an inviter may hand out: never the owner (ownership is handed over, decision 031). */
export const INVITABLE_ROLES = [
  'contributor',
  'author',
  'editor',
  'admin',
] as const satisfies readonly StaffRole[];
