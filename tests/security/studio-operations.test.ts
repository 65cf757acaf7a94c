import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenOperation, rulesOf, type Actor } from '../../core/studio/operations.ts';
import { can } from '../../core/studio/permissions.ts';
import { createStaff, SUBJECTS } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The permission on the operation (docs/decisions/089), generated from the services themselves:
 * every operation of every guarded studio service x the five roles and a medical reviewer, called
 * straight on `core/` as any adapter would. Denied: ForbiddenOperation before anything runs.
 * Allowed: anything else (the dummy arguments are refused by the operation's own checks).
 * Members and guests have no actor: the adapters' matrices (studio-permissions.test.ts,
 * studio-screen-actions.pages.test.ts) cover them.
 *
 * A function of the container's services that is not guarded must be listed in NOT_GUARDED (by
 * its path, or a service's) with its reason, so that a new studio service fails here until it declares its rules.
 */
const NOT_GUARDED: Record<string, string> = {
  // Public reads and visitors' own writes: no staff actor.
  accounts: 'a member’s own account',
  pets: 'a member’s own pets',
  breeds: 'public reads',
  articles: 'public reads',
  infographics: 'public reads',
  pages: 'public reads',
  products: 'public reads',
  search: 'public read',
  recordPageView: 'a page view',
  site: 'public reads',
  widgets: 'public reads and a visitor’s vote',
  'newsletter.subscribe': 'a visitor’s subscription',
  'newsletter.subscribeMember': 'a member’s subscription',
  'newsletter.confirm': 'a visitor’s confirmation link',
  'newsletter.unsubscribe': 'a visitor’s unsubscribe link',
  recovery: 'a member’s own password reset',
  botCheck: 'a visitor’s bot check',
  // The platform's own work: no person asks for it.
  mail: 'the outbox worker',
  sessions: 'the session sweeper',
  publishing: 'the purge bus, timed jobs, signed preview links',
  memberReadsChanged: 'the member reads’ purge',
  // A staff member's own things, or reads that their screen or API route gates.
  studioNotifications: 'one’s own notifications',
  dashboard: 'a read scoped by the screen',
  linkTargets: 'the editor’s link search, a read',
  // Their own rules, per item, in core/.
  studioArticles:
    'each article against its owner and state (core/studio/articles/article-rules.ts)',
  media: 'each picture against who uploaded it (core/media/library/picture-rights.ts)',
  // Also run by scripts/content-pack.ts as the system, with no staff member.
  contentPacks: 'the screen and the API ask for content.export and content.import',
};

type Fn = (...args: unknown[]) => unknown;
interface Operation {
  path: string;
  action: string | null;
  run: Fn;
}

/** Every function of the services, and the rule it was guarded with (undefined: not guarded). */
function operationsOf(services: Record<string, unknown>): {
  guarded: Operation[];
  unguarded: string[];
} {
  const guarded: Operation[] = [];
  const unguarded: string[] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (path in NOT_GUARDED) return;
    if (typeof value === 'function') return void unguarded.push(path);
    if (!value || typeof value !== 'object' || depth > 2) return;
    const table = rulesOf(value);
    for (const [key, member] of Object.entries(value)) {
      if (!table) walk(member, `${path}.${key}`, depth + 1);
      else if (typeof member !== 'function') continue;
      else if (!(key in table.rules)) unguarded.push(`${path}.${key}`);
      else guarded.push({ path: `${path}.${key}`, action: table.rules[key]!, run: member as Fn });
    }
  };
  for (const [key, value] of Object.entries(services)) {
    if (key !== 'forPages') walk(value, key, 0);
  }
  return { guarded, unguarded };
}

describe.each(ENGINES)('studio operations on %s', (engine) => {
  let app: TestApp;
  const actors = new Map<string, Actor>();

  beforeAll(async () => {
    app = await startTestApp(engine);
    for (const subject of SUBJECTS) {
      if (!subject.grant) continue;
      const { idStaff } = await createStaff(app, subject.grant.role, {
        medicalReviewer: subject.grant.medicalReviewer,
      });
      actors.set(subject.name, { idStaff, ...subject.grant });
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('finds no studio service without rules', () => {
    const { guarded, unguarded } = operationsOf(app.services as Record<string, unknown>);
    expect(unguarded).toEqual([]);
    expect(guarded.length).toBeGreaterThan(30);
  });

  it('refuses every operation to a role without its action, before it runs', async () => {
    const wrong: string[] = [];
    for (const op of operationsOf(app.services as Record<string, unknown>).guarded) {
      if (!op.action) continue;
      for (const [name, actor] of actors) {
        const allowed = can(actor, op.action as Parameters<typeof can>[1]);
        let refused = false;
        try {
          await op.run(actor, 0, 0, 0);
        } catch (error) {
          refused = error instanceof ForbiddenOperation;
        }
        if (refused === allowed)
          wrong.push(`${op.path} for ${name}: ${refused ? 'refused' : 'ran'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
