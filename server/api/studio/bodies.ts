import { z } from 'zod';
import { ACTIONS, can } from '../../../core/studio/permissions.ts';
import type { StaffMember } from '../../../core/studio/staff-sessions.ts';
import type { SignInStep } from '../../../core/studio/sign-in.ts';
import { STAFF_ROLES } from '../../../db/schema/studio.ts';

/** A staff member as the studio API answers it, with what their role allows. */
export const staffBody = z.object({
  id_staff: z.number(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(STAFF_ROLES),
  medical_reviewer: z.boolean(),
  credentials: z.string(),
  enrolled: z.boolean(),
  permissions: z.array(z.string()),
});

export const staffAnswer = (staff: StaffMember): z.infer<typeof staffBody> => ({
  id_staff: staff.idStaff,
  email: staff.email,
  display_name: staff.displayName,
  role: staff.role,
  medical_reviewer: staff.medicalReviewer,
  credentials: staff.credentials,
  enrolled: staff.enrolled,
  permissions: ACTIONS.filter((action) => can(staff, action)),
});

/** What comes after the password: the code, or the enrolment (QR code and secret, shown once). */
export const signInStepBody = z.discriminatedUnion('step', [
  z.object({ step: z.literal('second-factor') }),
  z.object({
    step: z.literal('enrol'),
    otpauth_uri: z.string(),
    qr_svg: z.string(),
    secret: z.string(),
  }),
]);

export const signInStepAnswer = (step: SignInStep): z.infer<typeof signInStepBody> =>
  step.step === 'enrol'
    ? { step: 'enrol', otpauth_uri: step.otpauthUri, qr_svg: step.qrSvg, secret: step.secret }
    : { step: 'second-factor' };
