import type { Db } from '../../db/client.ts';
import type { Locale } from '../site/locale.ts';
import type { PictureStorage } from '../media/picture-storage.ts';
import {
  acceptInvitation,
  createInvitationLink,
  inviteProfile,
  inviteStaff,
} from './invitations.ts';
import { auditSubjectTypes, listAudit, type AuditFilter } from './list-audit.ts';
import type { StaffProfileInput } from './profile-rules.ts';
import {
  beginReplacement,
  cancelReplacement,
  confirmReplacement,
  ownSecondFactor,
  renewRecoveryCodes,
} from './own-second-factor.ts';
import { resetSecondFactor } from './reset-second-factor.ts';
import { setMedicalReviewer } from './set-medical-reviewer.ts';
import type { StaffRole } from './permissions.ts';
import { enrolmentOf } from './second-factor.ts';
import { createSecretBox } from './secret-box.ts';
import { createOwner, issueSetupLink } from './setup.ts';
import {
  beginSecondFactor,
  checkStaffPassword,
  completeSignIn,
  confirmEnrolment,
} from './sign-in.ts';
import {
  changeRole,
  confirmPassword,
  listStaff,
  removeStaff,
  transferOwnership,
} from './staff-admin.ts';
import { endStaffSession, findStaffSession, type StaffSession } from './staff-sessions.ts';
import {
  changeStaffPassword,
  getStaffProfile,
  renewStaffSession,
  saveStaffProfile,
  setProfilePicture,
} from './staff-profile.ts';
import { guarded, type Actor } from './operations.ts';

export interface StudioOptions {
  publicUrl: string;
  /** TOTP secrets are encrypted under a key derived from it (core/studio/secret-box.ts). */
  sessionSecret: string;
  siteTitle: string;
  locale: Locale;
  /** Wakes the mail worker after an invitation is queued. */
  kickMail: () => void;
  /** Where bylines' pictures are stored (the media library's store by default). */
  pictures: PictureStorage;
  /** Tells the page caches that public pages changed (a byline is on every article of its author). */
  announcePurge: () => void;
}

/** The studio's staff services: sign-in with a second factor, setup, invitations, staff changes. */
export function createStudioServices(db: Db, options: StudioOptions) {
  const context = {
    db,
    box: createSecretBox(options.sessionSecret),
    get issuer() {
      return options.siteTitle;
    },
  };
  const invitationContext = {
    publicUrl: options.publicUrl,
    get siteTitle() {
      return options.siteTitle;
    },
    locale: options.locale,
  };
  // Sign-in, setup and one's own profile are every staff member's; the screens gate the reads.
  return guarded(
    'studio',
    {
      session: null,
      endSession: null,
      checkPassword: null,
      beginSecondFactor: null,
      completeSignIn: null,
      confirmEnrolment: null,
      pendingEnrolment: null,
      issueSetupLink: null,
      createOwner: null,
      invite: 'staff.invite',
      invitationLink: null,
      acceptInvitation: null,
      confirmPassword: null,
      list: null,
      changeRole: 'staff.role.change',
      remove: 'staff.remove',
      transferOwnership: 'ownership.transfer',
      resetSecondFactor: 'staff.second_factor.reset',
      setMedicalReviewer: 'staff.role.change',
      inviteProfile: 'staff.invite',
      profile: null,
      saveProfile: null,
      setProfilePicture: null,
      changePassword: null,
      renewSession: null,
      ownSecondFactor: null,
      beginReplacement: null,
      confirmReplacement: null,
      cancelReplacement: null,
      renewRecoveryCodes: null,
      audit: null,
      auditSubjectTypes: null,
    },
    {
      session: (token: string) => findStaffSession(db, token),
      endSession: (token: string) => endStaffSession(db, token),
      checkPassword: (email: string, password: string) => checkStaffPassword(db, email, password),
      beginSecondFactor: (row: Parameters<typeof beginSecondFactor>[1], userAgent?: string) =>
        beginSecondFactor(context, row, userAgent),
      completeSignIn: (token: string, session: StaffSession, code: string) =>
        completeSignIn(context, token, session, code),
      confirmEnrolment: (token: string, session: StaffSession, code: string) =>
        confirmEnrolment(context, token, session, code),
      /** The enrolment a pending session waits for (QR code and secret), shown again on reload. */
      pendingEnrolment: async (session: StaffSession) => {
        const secret = session.pendingTotpSecret
          ? context.box.open(session.pendingTotpSecret)
          : null;
        return secret ? enrolmentOf(secret, context.issuer, session.staff.email) : null;
      },
      issueSetupLink: () => issueSetupLink(db, options.publicUrl),
      createOwner: (input: Parameters<typeof createOwner>[1]) => createOwner(db, input),
      invite: async (actor: Actor, input: { email: string; role: StaffRole }) => {
        const result = await inviteStaff(
          db,
          { ...input, invitedBy: actor.idStaff },
          invitationContext,
        );
        options.kickMail();
        return result;
      },
      invitationLink: (input: { email: string; role: StaffRole }) =>
        createInvitationLink(db, input, options.publicUrl),
      acceptInvitation: (input: Parameters<typeof acceptInvitation>[1]) =>
        acceptInvitation(db, input),
      confirmPassword: (idStaff: number, password: string) =>
        confirmPassword(db, idStaff, password),
      list: () => listStaff(db),
      changeRole: (actor: Actor, idStaff: number, role: Exclude<StaffRole, 'owner'>) =>
        changeRole(db, actor.idStaff, idStaff, role),
      remove: (actor: Actor, idStaff: number) => removeStaff(db, actor.idStaff, idStaff),
      transferOwnership: (owner: Actor, idStaff: number) =>
        transferOwnership(db, owner.idStaff, idStaff),
      resetSecondFactor: (actor: Actor, idStaff: number) =>
        resetSecondFactor(db, actor.idStaff, idStaff),
      setMedicalReviewer: (actor: Actor, idStaff: number, medicalReviewer: boolean) =>
        setMedicalReviewer(db, actor, idStaff, medicalReviewer),
      /** Gives a profile nobody can sign in as (a demo author) a real address and invites it. */
      inviteProfile: async (actor: Actor, input: { idStaff: number; email: string }) => {
        const result = await inviteProfile(
          db,
          { ...input, invitedBy: actor.idStaff },
          invitationContext,
        );
        if (result.ok) options.kickMail();
        return result;
      },
      profile: (idStaff: number) => getStaffProfile(db, idStaff),
      saveProfile: async (idStaff: number, input: StaffProfileInput) => {
        const saved = await saveStaffProfile(db, idStaff, input);
        if (saved?.bylineChanged) options.announcePurge();
        return saved?.profile ?? null;
      },
      setProfilePicture: async (idStaff: number, bytes: Buffer) => {
        const result = await setProfilePicture(db, options.pictures, idStaff, bytes);
        if (result?.ok) options.announcePurge();
        return result;
      },
      changePassword: (idStaff: number, input: Parameters<typeof changeStaffPassword>[2]) =>
        changeStaffPassword(db, idStaff, input),
      /** A new signed-in session after one's own password change from a page (decision 037). */
      renewSession: (idStaff: number) => renewStaffSession(db, idStaff),
      /** One's own second factor (decision 040): its state, a new authenticator, new codes. */
      ownSecondFactor: (idStaff: number) => ownSecondFactor(db, idStaff),
      beginReplacement: (idStaff: number, token: string, password: string) =>
        beginReplacement(context, idStaff, token, password),
      confirmReplacement: (token: string, session: StaffSession, code: string) =>
        confirmReplacement(context, token, session, code),
      cancelReplacement: (idStaff: number, token: string) => cancelReplacement(db, idStaff, token),
      renewRecoveryCodes: (idStaff: number, password: string) =>
        renewRecoveryCodes(db, idStaff, password),
      audit: (filter: AuditFilter) => listAudit(db, filter),
      auditSubjectTypes: () => auditSubjectTypes(db),
    },
  );
}

export type StudioServices = ReturnType<typeof createStudioServices>;
