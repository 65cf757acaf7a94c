import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../../core/accounts/password.ts';
import type { StaffGrant, StaffRole } from '../../core/studio/permissions.ts';
import { createSecretBox } from '../../core/studio/secret-box.ts';
import { newTotpSecret } from '../../core/studio/second-factor.ts';
import { promoteSession, startPendingSession } from '../../core/studio/staff-sessions.ts';
import { staff } from '../../db/schema/index.ts';
import { STAFF_ROLES } from '../../db/schema/studio.ts';
import type { TestApp } from './test-app.ts';
import { newVisitor, type TestVisitor } from './visitor.ts';

export const STAFF_PASSWORD = 'correct horse battery';
export const STUDIO_COOKIE = 'pawpedia_studio';

/** The code an authenticator app shows for a secret (now, or at another time). */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({
    timestamp,
  });

export interface TestStaff {
  idStaff: number;
  email: string;
  password: string;
  /** The TOTP secret in base32 (null when not enrolled). */
  secret: string | null;
}

let made = 0;

/** A staff member written straight to the database (enrolled unless told otherwise). */
export async function createStaff(
  app: TestApp,
  role: StaffRole,
  options: { enrolled?: boolean; medicalReviewer?: boolean } = {},
): Promise<TestStaff> {
  const email = `staff${Date.now().toString(36)}${(made++).toString(36)}@example.com`;
  const secret = options.enrolled === false ? null : newTotpSecret();
  const box = createSecretBox(app.config.sessionSecret);
  const [row] = await app.database.db
    .insert(staff)
    .values({
      email,
      displayName: `Staff ${made}`,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      role,
      medicalReviewer: options.medicalReviewer ?? false,
      totpSecret: secret ? box.seal(secret) : null,
      enrolledAt: secret ? new Date() : null,
    })
    .returning({ idStaff: staff.idStaff });
  return { idStaff: row!.idStaff, email, password: STAFF_PASSWORD, secret };
}

/** Forgets the last code used, so a test can sign the same person in twice within 30 s. */
export async function forgetLastCode(app: TestApp, idStaff: number) {
  await app.database.db.update(staff).set({ totpLastStep: null }).where(eq(staff.idStaff, idStaff));
}

/** A verified staff session made by the service, as a visitor carrying its cookie. */
export async function staffVisitor(app: TestApp, idStaff: number): Promise<TestVisitor> {
  const pending = await startPendingSession(app.database.db, idStaff, {});
  const token = await promoteSession(app.database.db, pending);
  if (!token) throw new Error('staff session not promoted');
  const v = await newVisitor(app);
  v.cookies.set(STUDIO_COOKIE, token);
  return v;
}

/** Signs an enrolled staff member in through the API: password, then a TOTP code. */
export async function signInStaff(app: TestApp, member: TestStaff, remoteAddress?: string) {
  const v = await newVisitor(app);
  const at = remoteAddress ? { remoteAddress } : {};
  const first = await v.request({
    method: 'POST',
    url: '/api/studio/sign-in',
    payload: { email: member.email, password: member.password },
    ...at,
  });
  if (first.statusCode !== 200) throw new Error(`staff password step: ${first.body}`);
  await forgetLastCode(app, member.idStaff);
  const second = await v.request({
    method: 'POST',
    url: '/api/studio/sign-in/second-factor',
    payload: { code: totpCode(member.secret!) },
    ...at,
  });
  if (second.statusCode !== 200) throw new Error(`staff code step: ${second.body}`);
  return v;
}

/** Who a permission matrix asks as: every role, a medical reviewer, a member and a guest. */
export type Subject = { name: string; grant: StaffGrant | null; member?: boolean };
export const SUBJECTS: Subject[] = [
  ...STAFF_ROLES.map((role) => ({ name: role, grant: { role, medicalReviewer: false } })),
  { name: 'contributor + medical reviewer', grant: { role: 'contributor', medicalReviewer: true } },
  { name: 'member', grant: null, member: true },
  { name: 'guest', grant: null },
];
