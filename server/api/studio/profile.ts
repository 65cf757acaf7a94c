// Over 300 lines on purpose: the profile's routes share its refusal answers (name, byline, picture, password).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import {
  staffPasswordChangeSchema,
  staffProfileSchema,
} from '../../../core/studio/profile-rules.ts';
import type { OwnFactorError } from '../../../core/studio/own-second-factor.ts';
import type { StaffProfile } from '../../../core/studio/staff-profile.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, text, type ApiApp } from '../schemas.ts';

const profileBody = z.object({
  email: z.string(),
  display_name: z.string(),
  credentials: z.string(),
  author: z
    .object({
      id_author: z.number(),
      name: z.string(),
      occupation: z.string(),
      biography: z.string(),
      image_url: z.string().nullable(),
    })
    .nullable(),
});

const profileAnswer = (profile: StaffProfile): z.infer<typeof profileBody> => ({
  email: profile.email,
  display_name: profile.displayName,
  credentials: profile.credentials,
  author: profile.author
    ? {
        id_author: profile.author.idAuthor,
        name: profile.author.name,
        occupation: profile.author.occupation,
        biography: profile.author.biography,
        image_url: profile.author.imageUrl,
      }
    : null,
});

/**
 * Each staff member's own profile (decision 037): name and credentials, the public byline (their
 * row in `authors`, made on the first save) and its picture, and their own password.
 */
export function profileRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  /** Before the password is read: 429 once this staff member has given too many wrong ones. */
  const mayTry = (request: FastifyRequest, reply: FastifyReply) =>
    app.reauthGuard.assertMayTry(request, reply, staffOf(request).idStaff);
  const profileOf = async (request: FastifyRequest) => {
    const profile = await services.studio.profile(staffOf(request).idStaff);
    if (!profile) throw new HttpError(401, t('studio.not_signed_in'));
    return profile;
  };

  app.get(
    '/api/studio/profile',
    {
      config: { permission: 'signed-in' },
      schema: {
        summary: 'The signed-in staff member’s profile and public byline',
        response: { 200: profileBody, 401: errorBody },
      },
    },
    async (request) => profileAnswer(await profileOf(request)),
  );

  app.put(
    '/api/studio/profile',
    {
      config: { permission: 'signed-in' },
      schema: {
        summary:
          'Saves one’s own name, credentials (shown on medical sign-offs) and public byline; audited',
        body: z.object({
          display_name: text(1000),
          credentials: text(10_000),
          author_name: text(1000),
          occupation: text(10_000),
          biography: text(20_000),
        }),
        response: { 200: profileBody, 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const fields = fieldErrorsOf(staffProfileSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      const saved = await services.studio.saveProfile(staffOf(request).idStaff, fields.value);
      if (!saved) throw new HttpError(401, t('studio.not_signed_in'));
      return profileAnswer(saved);
    },
  );

  app.post(
    '/api/studio/profile/picture',
    {
      config: { permission: 'signed-in', rateLimit: LIMITS.upload },
      schema: {
        summary:
          'A new byline picture (multipart/form-data, field `picture`, under 5 MB): re-encoded, metadata stripped',
        consumes: ['multipart/form-data'],
        response: {
          200: profileBody,
          400: errorBody,
          401: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const idStaff = staffOf(request).idStaff;
      // 400 rather than 415: the permission matrix sends an empty JSON body to every route.
      if (!request.isMultipart()) throw new HttpError(400, t('studio_staff.errors.picture_form'));
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'picture') bytes = await part.toBuffer();
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413)
          throw new HttpError(413, t('studio_staff.errors.picture_too_large'), {
            picture: [t('studio_staff.errors.picture_too_large')],
          });
        throw new HttpError(400, t('studio_staff.errors.picture_form'));
      }
      if (!bytes || bytes.length === 0)
        throw invalid({ picture: ['studio_staff.errors.picture_missing'] });
      const result = await services.studio.setProfilePicture(idStaff, bytes);
      if (!result) throw new HttpError(401, t('studio.not_signed_in'));
      if (!result.ok)
        throw invalid(
          { picture: ['studio_staff.errors.picture_invalid'] },
          'studio_staff.errors.picture_invalid',
        );
      return profileAnswer(await profileOf(request));
    },
  );

  app.post(
    '/api/studio/profile/password',
    {
      config: { permission: 'signed-in' },
      preHandler: mayTry,
      schema: {
        summary:
          'Changes one’s own password (the current one asked); every other session of theirs ends',
        body: z.object({ current_password: text(1000), new_password: text(1000) }),
        response: { 200: z.object({}), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const fields = fieldErrorsOf(staffPasswordChangeSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      const result = await services.studio.changePassword(staffOf(request).idStaff, {
        current: fields.value.current_password,
        next: fields.value.new_password,
        keepToken: request.studio.token ?? '',
      });
      if (!result.ok) {
        await app.reauthGuard.failed(request, staffOf(request).idStaff);
        throw new HttpError(403, t('studio.reauth_failed'));
      }
      return {};
    },
  );

  /** The refusal of a change to one's own second factor; a wrong password is counted. */
  const ownFactorRefusal = async (request: FastifyRequest, error: OwnFactorError) => {
    switch (error) {
      case 'wrong_password':
        await app.reauthGuard.failed(request, staffOf(request).idStaff);
        return new HttpError(403, t('studio.reauth_failed'), {
          password: [t('studio.reauth_failed')],
        });
      case 'wrong_code':
        return new HttpError(422, t('studio_security.code_wrong'), {
          code: [t('studio_security.code_wrong')],
        });
      case 'not_enrolled':
        return new HttpError(409, t('studio_security.not_enrolled'));
      case 'nothing_pending':
        return new HttpError(409, t('studio_security.nothing_pending'));
    }
  };
  const signedIn = (request: FastifyRequest) => {
    const { session, token } = request.studio;
    if (!session?.verified || !token) throw new HttpError(401, t('studio.not_signed_in'));
    return { session, token };
  };

  app.get(
    '/api/studio/profile/second-factor',
    {
      config: { permission: 'signed-in' },
      schema: {
        summary:
          'One’s own second factor: since when, recovery codes left, last sign-in, and whether a new authenticator waits for its code',
        response: {
          200: z.object({
            enrolled_at: z.string().nullable(),
            recovery_codes_left: z.number(),
            last_signed_in_at: z.string().nullable(),
            replacing: z.boolean(),
          }),
          401: errorBody,
        },
      },
    },
    async (request) => {
      const { session } = signedIn(request);
      const state = await services.studio.ownSecondFactor(session.staff.idStaff);
      if (!state) throw new HttpError(401, t('studio.not_signed_in'));
      return {
        enrolled_at: state.enrolledAt?.toISOString() ?? null,
        recovery_codes_left: state.recoveryCodesLeft,
        last_signed_in_at: state.lastSignedInAt?.toISOString() ?? null,
        replacing: session.pendingTotpSecret !== null,
      };
    },
  );

  app.post(
    '/api/studio/profile/second-factor',
    {
      config: { permission: 'signed-in' },
      preHandler: mayTry,
      schema: {
        summary:
          'A new authenticator (the password asked): answers its QR code and key; the current one works until a code of the new one is confirmed',
        body: z.object({ password: text(1000) }),
        response: {
          200: z.object({ otpauth_uri: z.string(), qr_svg: z.string(), secret: z.string() }),
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { session, token } = signedIn(request);
      const begun = await services.studio.beginReplacement(
        session.staff.idStaff,
        token,
        request.body.password,
      );
      if (!begun.ok) throw await ownFactorRefusal(request, begun.error);
      const { otpauthUri, qrSvg, secret } = begun.enrolment;
      return { otpauth_uri: otpauthUri, qr_svg: qrSvg, secret };
    },
  );

  app.post(
    '/api/studio/profile/second-factor/confirm',
    {
      config: { permission: 'signed-in', rateLimit: LIMITS.studioEnrol },
      schema: {
        summary:
          'Confirms the new authenticator with a code from it: the old one and the old recovery codes stop working; answers ten new recovery codes, once',
        body: z.object({ code: text(100) }),
        response: {
          200: z.object({ recovery_codes: z.array(z.string()) }),
          401: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const { session, token } = signedIn(request);
      const done = await services.studio.confirmReplacement(token, session, request.body.code);
      if (!done.ok) throw await ownFactorRefusal(request, done.error);
      return { recovery_codes: done.recoveryCodes };
    },
  );

  app.post(
    '/api/studio/profile/second-factor/cancel',
    {
      config: { permission: 'signed-in' },
      schema: {
        summary: 'Gives up a new authenticator not confirmed yet; the current one stays',
        response: { 200: z.object({}), 401: errorBody },
      },
    },
    async (request) => {
      const { session, token } = signedIn(request);
      await services.studio.cancelReplacement(session.staff.idStaff, token);
      return {};
    },
  );

  app.post(
    '/api/studio/profile/recovery-codes',
    {
      config: { permission: 'signed-in' },
      preHandler: mayTry,
      schema: {
        summary:
          'Ten new recovery codes (the password asked), answered once; every earlier one stops working',
        body: z.object({ password: text(1000) }),
        response: {
          200: z.object({ recovery_codes: z.array(z.string()) }),
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { session } = signedIn(request);
      const done = await services.studio.renewRecoveryCodes(
        session.staff.idStaff,
        request.body.password,
      );
      if (!done.ok) throw await ownFactorRefusal(request, done.error);
      return { recovery_codes: done.recoveryCodes };
    },
  );
}
