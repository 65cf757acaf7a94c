import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { studioPaths, type StudioPageName } from '../../core/site/studio-paths.ts';
import { can } from '../../core/studio/permissions.ts';
import { STUDIO_SCREENS, screenOfPath } from '../../app/components/studio/studio-screens.ts';
import { ROOT_DIR } from '../../server/root-dir.ts';
import { createStaff, staffVisitor, SUBJECTS } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import {
  memberVisitor,
  newVisitor,
  registeredMember,
  type TestVisitor,
} from '../support/visitor.ts';

/**
 * The studio screens' own write path (their route actions, posted as a form is without scripts),
 * generated like the API's matrix (studio-permissions-matrix.ts): every studio page whose module
 * exports an action x every role, a medical reviewer, a member and a guest. The rule is the
 * screen's permission in app/components/studio/studio-screens.ts, found from the page's address
 * as the navigation finds it; an action with no screen must be one of the door's pages below or
 * one every staff member may use, or the test names it. Denied: 403 in the studio's chrome;
 * without a staff session: the sign-in page. Allowed: the action's own answer to an empty post
 * (refused as incomplete, or a page), never the screen's refusal, never a 5xx.
 */

/** The pages before a staff session (sign-in, setup, enrolment, invitations) and the sign-out. */
const DOOR: StudioPageName[] = [
  'studioSignIn',
  'studioEnrol',
  'studioSetup',
  'studioInvitation',
  'studioSignOut',
];
/** Pages with no screen of their own whose action every staff member may use. */
const EVERY_STAFF: StudioPageName[] = ['studio', 'studioTrash'];

/** Each studio page of app/routes.ts with the module that renders it, where it exports an action. */
function pagesWithActions(): { name: StudioPageName; file: string }[] {
  const table = readFileSync(path.join(ROOT_DIR, 'app/routes.ts'), 'utf8');
  const found: { name: StudioPageName; file: string }[] = [];
  for (const match of table.matchAll(/pageRoutes\(\s*'(\w+)',\s*'(routes\/studio\/[^']+)'/g)) {
    const source = readFileSync(path.join(ROOT_DIR, 'app', match[2]!), 'utf8');
    if (/export (async )?(function|const) action\b/.test(source))
      found.push({ name: match[1] as StudioPageName, file: match[2]! });
  }
  return found;
}

const PAGES = pagesWithActions();

describe.each(ENGINES)('studio screen actions on %s', (engine) => {
  let app: TestApp;
  const visitors = new Map<string, () => Promise<TestVisitor>>();
  let forbidden = '';
  /** Real ids for the pages' parameters, so an allowed post reaches its action's own checks. */
  let params: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true, env: { RATE_LIMIT_SCALE: '100' } });
    forbidden = translate(app.services.messages, 'studio.forbidden');
    for (const subject of SUBJECTS) {
      if (subject.grant) {
        const { idStaff } = await createStaff(app, subject.grant.role, {
          medicalReviewer: subject.grant.medicalReviewer,
        });
        visitors.set(subject.name, () => staffVisitor(app, idStaff));
      } else if (subject.member) {
        const { idUser } = await registeredMember(app);
        visitors.set(subject.name, () => memberVisitor(app, idUser));
      } else visitors.set(subject.name, () => newVisitor(app));
    }
    const { idUser } = await registeredMember(app);
    params = { id: String(idUser), key: 'about-us', locale: app.config.site.locale };
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('finds the actions it checks: every screen that writes', () => {
    expect(PAGES.map((page) => page.name)).toEqual(
      expect.arrayContaining(['studioSettings', 'studioBreed', 'studioStaff', 'studioProfile']),
    );
  });

  it.each(PAGES.filter((page) => !DOOR.includes(page.name)))(
    'posts to $name ($file) as every subject: the screen decides',
    async ({ name }) => {
      const address = studioPaths[name].pattern.replace(/:(\w+)/g, (_, key: string) => {
        const value = params[key];
        if (value === undefined) throw new Error(`no value for :${key} of ${name}`);
        return value;
      });
      const screen = screenOfPath(address);
      if (!screen && !EVERY_STAFF.includes(name))
        throw new Error(`${name} (${address}) writes with no screen's rule: give it one`);
      const permission = screen ? STUDIO_SCREENS[screen].permission : null;
      const cells: string[] = [];
      for (const subject of SUBJECTS) {
        const v = await visitors.get(subject.name)!();
        const response = await v.postForm(address, {});
        const got = `${response.statusCode} ${response.headers.location ?? ''}`.trim();
        let wanted: string;
        let ok: boolean;
        if (!subject.grant) {
          wanted = 'to the sign-in page';
          ok =
            response.statusCode === 302 &&
            String(response.headers.location).startsWith(studioPaths.studioSignIn({}));
        } else if (permission && !can(subject.grant, permission)) {
          wanted = `403 (${permission})`;
          ok = response.statusCode === 403 && response.body.includes(forbidden);
        } else {
          wanted = "the action's own answer";
          ok =
            response.statusCode < 500 &&
            !(response.statusCode === 403 && response.body.includes(forbidden)) &&
            !String(response.headers.location ?? '').startsWith(studioPaths.studioSignIn({}));
        }
        if (!ok) cells.push(`${subject.name}: wanted ${wanted}, got ${got}`);
      }
      expect(cells, `${name} at ${address}`).toEqual([]);
    },
    120_000,
  );
});
