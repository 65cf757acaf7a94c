import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The studio's roles, least to most trusted (core/studio/permissions.ts says what each may do). */
export const STAFF_ROLES = ['contributor', 'author', 'editor', 'admin', 'owner'] as const;

/** People who run the site (docs/decisions/031); members are a separate table and never staff. */
export const staff = pgTable(
  'staff',
  {
    idStaff: serial('id_staff').primaryKey(),
    /** Stored lower-cased; unique case-insensitively through the index below. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    medicalReviewer: boolean('medical_reviewer').notNull().default(false),
    /** Shown after the name on a medical sign-off, e.g. "DVM". The public profile (occupation,
     *  biography, picture) is the staff member's row in `authors` (decision 033). */
    credentials: text('credentials').notNull().default(''),
    /** AES-256-GCM under a key derived from SESSION_SECRET (core/studio/secret-box.ts). */
    totpSecret: text('totp_secret'),
    /** The 30 s step of the last code accepted: the same code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    /** When the second factor was last passed (a sign-in or an enrolment), shown in the studio. */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_key').on(sql`lower(${t.email})`),
    // Exactly one owner: a second is refused by the database, whatever the code does.
    uniqueIndex('staff_one_owner')
      .on(t.role)
      .where(sql`${t.role} = 'owner'`),
  ],
);

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    idCode: serial('id_code').primaryKey(),
    idStaff: integer('id_staff')
      .notNull()
      .references(() => staff.idStaff, { onDelete: 'cascade' }),
    /** SHA-256 of the code; the code itself is shown once and never stored. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.idStaff)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 of the cookie's token. */
    idHash: text('id_hash').primaryKey(),
    idStaff: integer('id_staff')
      .notNull()
      .references(() => staff.idStaff, { onDelete: 'cascade' }),
    /** Null until the second factor is given: such a session opens only the sign-in steps. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The secret being enrolled (encrypted like staff.totp_secret) until a code confirms it: at
     *  sign-in, or by a signed-in member replacing their authenticator (decision 040). */
    pendingTotpSecret: text('pending_totp_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.idStaff)],
);

export const staffInvitations = pgTable('staff_invitations', {
  idInvitation: serial('id_invitation').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  /** Null when made from the command line (npm run staff:create). */
  invitedBy: integer('invited_by').references(() => staff.idStaff, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one-time link printed at start while no staff exists (create the owner). */
export const staffSetupTokens = pgTable('staff_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change to staff, content and settings; rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    idAudit: serial('id_audit').primaryKey(),
    /** Null for the command line and the first setup. */
    actorStaffId: integer('actor_staff_id').references(() => staff.idStaff, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
