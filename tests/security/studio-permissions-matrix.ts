import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type StudioAction } from '../../core/studio/permissions.ts';
import { newLibraryPath } from '../../core/media/library/media-store.ts';
import {
  families,
  infographics,
  media,
  newsletterEditions,
  products,
} from '../../db/schema/index.ts';
import type { StudioRoute } from '../../server/plugins/studio-access.ts';
import { breedSchema } from '../../core/breeds/breed-rules.ts';
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor, SUBJECTS, type Subject } from '../support/staff.ts';
import { ENGINES, startTestApp, type Engine, type TestApp } from '../support/test-app.ts';
import {
  memberVisitor,
  newVisitor,
  registeredMember,
  signedInMember,
  type TestVisitor,
} from '../support/visitor.ts';

// Generated from the permission table (core/studio/permissions.ts) and the studio routes the app
// registered (docs/decisions/032): every endpoint × every role, a medical reviewer, a member and
// a guest. Allowed: the rule lets the request through (an empty body then fails validation, so
// nothing changes); denied: 401 without a staff session, 403 when the role may not.

const expected = (route: StudioRoute, subject: Subject): 'allow' | 401 | 403 => {
  if (route.permission === 'public') return 'allow';
  if (!subject.grant) return 401;
  if (route.permission === 'signed-in') return 'allow';
  return can(subject.grant, route.permission) ? 'allow' : 403;
};
const range = { minimum: null, maximum: null };
const MATRIX_BREED = {
  id_family: 1,
  name: 'Matrix',
  lifespan: range,
  measures: {
    male: { weight: range, height: range },
    female: { weight: range, height: range },
  },
  attributes: {
    size: 'small',
    climate: 'cold',
    exercise: 'low',
    grooming: 'low',
    training: 'easy',
  },
};
/** The answers of a request the rule let through: read, or refused by validation. */
const ALLOWED = [200, 201, 400, 422];

/**
 * Whose picture a `.own` route of the media library lets a subject change (docs/decisions/070),
 * straight from the table: anyone's with the `.any` action, one's own with the `.own` one.
 */
const expectedOnPicture = (
  route: StudioRoute,
  subject: Subject,
  own: boolean,
): 'allow' | 401 | 403 => {
  if (!subject.grant) return 401;
  const ownAction = route.permission as StudioAction;
  const anyAction = ownAction.replace(/\.own$/, '.any') as StudioAction;
  return can(subject.grant, anyAction) || (own && can(subject.grant, ownAction)) ? 'allow' : 403;
};
/** A 1x1 PNG: a replacement file the library takes (docs/decisions/081). */
const ONE_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid body per method of the picture routes, so the answer is the rule's, not validation's. */
const PICTURE_BODIES: Record<string, () => object> = {
  PATCH: () => ({ payload: { alt_text: 'Changed by the matrix' } }),
  PUT: () => multipart({}, { name: 'new.png', type: 'image/png', bytes: ONE_PIXEL }),
  DELETE: () => ({}),
};

/**
 * The matrix on one engine. Each engine's is a file of its own (studio-permissions.test.ts on
 * PGlite, studio-permissions-postgres.test.ts on PostgreSQL), so that Vitest's two workers share
 * the longest file it had (docs/decisions/066); skipped on an engine this run does not test.
 */
export function studioPermissionsOn(engine: Engine) {
  (ENGINES.includes(engine) ? describe : describe.skip)(`studio permissions on ${engine}`, () => {
    let app: TestApp;
    const staffIds = new Map<string, number>();
    /** The member whose sessions the member cells carry (not member 1, whom the routes name). */
    let cellMember: number;

    beforeAll(async () => {
      app = await startTestApp(engine, {
        seed: false,
        env: { RATE_LIMIT_SCALE: '100' },
        // A stand-in for the pages' catch-all, which the page cache marks `private, no-cache`.
        pageCache: true,
        beforeReady: ({ server }) =>
          server.get('/*', { config: { page: true } }, async (_request, reply) =>
            reply.type('text/html').send('<p>page</p>'),
          ),
      });
      for (const subject of SUBJECTS) {
        if (subject.grant)
          staffIds.set(
            subject.name,
            (
              await createStaff(app, subject.grant.role, {
                medicalReviewer: subject.grant.medicalReviewer,
              })
            ).idStaff,
          );
      }
      // Member 1, so that the members routes' `:id` (decision 048) exists: an allowed read is 200.
      await signedInMember(app);
      cellMember = (await registeredMember(app)).idUser;
      // Article 1 with its revision 1, so that the article routes' `:id` (1 below) exists and an
      // allowed read answers 200 rather than 404 (the services check ownership and state after).
      const owner = staffIds.get('owner')!;
      await app.services.studioArticles.create(
        { idStaff: owner, role: 'owner', medicalReviewer: false },
        { title: 'Matrix' },
      );
      // Breed 1 in family 1, so that the breed routes' `:id` exists (docs/decisions/042).
      await app.database.db
        .insert(families)
        .values({ idFamily: 1, name: 'Dogs', slug: 'dogs' })
        .onConflictDoNothing();
      await app.services.studioBreeds.create(
        { idStaff: owner, role: 'owner', medicalReviewer: false },
        breedSchema.parse(MATRIX_BREED),
      );
      // Product 1 and infographic 1, so that the catalogue's `:id` reads answer 200 too
      // (decision 043).
      await app.database.db
        .insert(products)
        .values({ idProduct: 1, name: 'Matrix', link: '/matrix' })
        .onConflictDoNothing();
      await app.database.db
        .insert(infographics)
        .values({
          idInfographic: 1,
          key: 'matrix',
          title: 'Matrix',
          slug: 'matrix',
          imagePath: '/m.png',
          mobileImagePath: '/m.png',
          thumbnailPath: '/m.png',
        })
        .onConflictDoNothing();
      // Edition 1, so that the newsletter's `:id` reads answer 200 (decision 047).
      await app.database.db
        .insert(newsletterEditions)
        .values({ idEdition: 1, subject: 'Matrix' })
        .onConflictDoNothing();
    });
    afterAll(async () => {
      await app?.close();
    });

    /**
     * A fresh visitor per request: a sign-out in one cell must not change the next. Staff and
     * member cells get a new session made by the session service, as signing in makes it (a
     * member's cell registered and signed a new member in before: two argon2 hashes a cell, on
     * every route; signing in has its own tests).
     */
    const visitorOf = async (subject: Subject): Promise<TestVisitor> => {
      if (subject.grant) return staffVisitor(app, staffIds.get(subject.name)!);
      return subject.member ? memberVisitor(app, cellMember) : newVisitor(app);
    };

    it('covers every studio route the app registered, each with a rule', () => {
      expect(app.server.studioRoutes.length).toBeGreaterThanOrEqual(12);
      for (const route of app.server.studioRoutes)
        expect(
          app.server.hasRoute({ method: route.method as 'GET', url: route.url }),
          route.url,
        ).toBe(true);
    });

    it('allows and denies each endpoint for each role, a member and a guest as the table says', async () => {
      const results: string[] = [];
      const wanted: string[] = [];
      for (const route of app.server.studioRoutes) {
        const url = route.url.replace(/:\w+/g, '1');
        for (const subject of SUBJECTS) {
          const v = await visitorOf(subject);
          const response = await v.request({
            method: route.method as 'GET' | 'POST',
            url,
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          const want = expected(route, subject);
          const got = ALLOWED.includes(response.statusCode) ? 'allow' : response.statusCode;
          results.push(`${route.method} ${route.url} as ${subject.name}: ${got}`);
          wanted.push(`${route.method} ${route.url} as ${subject.name}: ${want}`);
        }
      }
      expect(results).toEqual(wanted);
      // Every route × every subject: it grows with the studio (about 700 requests with the catalogue's
      // screens), hence the long limit on a loaded two-core machine.
    }, 600_000);

    it('lets each role change or delete its own picture and another’s as the table says', async () => {
      // Every media library route whose rule is a `.own` action: the service then asks the table
      // whose picture it is (core/media/library/picture-rights.ts).
      const routes = app.server.studioRoutes.filter(
        (route) => route.url.startsWith('/api/studio/media/') && route.permission.endsWith('.own'),
      );
      expect(routes.map((r) => r.method).sort()).toEqual(['DELETE', 'PATCH', 'PUT']);
      // Someone else's picture: uploaded by a staff member none of the subjects is.
      const someoneElse = (await createStaff(app, 'editor')).idStaff;
      const picture = async (uploadedBy: number) => {
        const [row] = await app.database.db
          .insert(media)
          .values({
            path: newLibraryPath('webp'),
            mime: 'image/webp',
            width: 1,
            height: 1,
            bytes: 1,
            altText: 'Matrix',
            uploadedBy,
          })
          .returning({ id: media.idMedia });
        return row!.id;
      };
      const results: string[] = [];
      const wanted: string[] = [];
      for (const route of routes)
        for (const subject of SUBJECTS)
          for (const own of [true, false]) {
            if (own && !subject.grant) continue;
            const id = await picture(own ? staffIds.get(subject.name)! : someoneElse);
            const v = await visitorOf(subject);
            const response = await v.request({
              method: route.method as 'PATCH',
              url: route.url.replace(':id', String(id)),
              ...PICTURE_BODIES[route.method]!(),
            });
            const whose = own ? 'own' : "someone else's";
            const got = response.statusCode === 200 ? 'allow' : response.statusCode;
            results.push(`${route.method} ${route.url} ${whose} as ${subject.name}: ${got}`);
            wanted.push(
              `${route.method} ${route.url} ${whose} as ${subject.name}: ${expectedOnPicture(route, subject, own)}`,
            );
          }
      expect(results).toEqual(wanted);
    }, 120_000);

    it('every studio answer is noindex and no-store; the API document tags them studio', async () => {
      const staffMember = await staffVisitor(app, staffIds.get('owner')!);
      for (const url of [
        '/api/studio/me',
        '/api/studio/staff',
        '/api/studio/nowhere',
        '/studio',
        '/%73tudio/x',
      ]) {
        for (const v of [staffMember, await newVisitor(app)]) {
          const response = await v.get(url);
          expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
          expect(response.headers['cache-control'], url).toBe('no-store');
        }
      }
      // The stand-in page elsewhere keeps its own rule and is indexed.
      const page = await (await newVisitor(app)).get('/breeds');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers['x-robots-tag']).toBeUndefined();
      const document = (await app.server.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      const studioPaths = Object.keys(document.paths).filter((p) => p.startsWith('/api/studio'));
      expect(studioPaths.length).toBe(new Set(app.server.studioRoutes.map((r) => r.url)).size);
      for (const p of studioPaths)
        for (const operation of Object.values(document.paths[p]!))
          expect(operation.tags, p).toEqual(['studio']);
    });

    it('a staff session does not replace the CSRF check', async () => {
      const v = await staffVisitor(app, staffIds.get('owner')!);
      const forged = await v.request({
        method: 'POST',
        url: '/api/studio/sign-out',
        payload: {},
        csrf: false,
      });
      expect(forged.statusCode).toBe(403);
      expect((await v.get('/api/studio/me')).statusCode).toBe(200);
    });
  });
}
