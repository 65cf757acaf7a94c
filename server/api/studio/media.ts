// Over 300 lines on purpose: the library's routes share the upload limits and the refusals naming uses.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import {
  ALT_TEXT_MAX,
  cleanAltText,
  LIBRARY_UPLOAD_MAX_BYTES,
  PICTURE_USE_FIELDS,
  PICTURE_USE_KINDS,
  type LibraryPicture,
  type PictureUse,
} from '../../../core/media/library/library-rules.ts';
import { mayChangePicture, type PictureActor } from '../../../core/media/library/picture-rights.ts';
import { NotAPictureError } from '../../../core/media/process-picture.ts';
import { HttpError } from '../../errors.ts';
import { badCharacterError, badCharacterField } from '../../plugins/bad-input.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, text, type ApiApp } from '../schemas.ts';

const pictureUse = z.object({
  kind: z.enum(PICTURE_USE_KINDS),
  /** The row: an article's or product's number, `terms/pt` for a page, `site` for settings. */
  id: z.string(),
  id_article: z.number().nullable(),
  title: z.string(),
  fields: z.array(z.enum(PICTURE_USE_FIELDS)),
});

const useAnswer = (u: PictureUse): z.infer<typeof pictureUse> => ({
  kind: u.kind,
  id: u.id,
  id_article: u.idArticle,
  title: u.title,
  fields: u.fields,
});

/** The uses named in a refusal; the answer's `uses` has them all. */
const NAMED_USES = 5;

export const libraryPictureBody = z.object({
  id: z.number(),
  url: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  alt_text: z.string(),
  created_at: z.string(),
  uses: z.array(pictureUse),
  /** Uploaded by the staff member asking. */
  mine: z.boolean(),
  /** Whether the permission table lets them change its alt text (docs/decisions/070). */
  can_edit: z.boolean(),
  /** Whether they may delete it now: theirs to delete (or anyone's, for an editor) and unused. */
  can_delete: z.boolean(),
});

const pictureAnswer = (
  p: LibraryPicture,
  actor: PictureActor,
): z.infer<typeof libraryPictureBody> => ({
  id: p.idMedia,
  url: p.path,
  mime: p.mime,
  width: p.width,
  height: p.height,
  bytes: p.bytes,
  alt_text: p.altText,
  created_at: p.createdAt.toISOString(),
  uses: p.uses.map(useAnswer),
  mine: p.uploadedBy !== null && p.uploadedBy === actor.idStaff,
  can_edit: mayChangePicture(actor, p.uploadedBy, 'edit'),
  can_delete: !p.uses.length && mayChangePicture(actor, p.uploadedBy, 'delete'),
});

/** One picture and its alt text; busboy truncates past `fileSize`, so the limit is one byte less. */
const UPLOAD_LIMITS = {
  fileSize: LIBRARY_UPLOAD_MAX_BYTES - 1,
  files: 1,
  fields: 4,
  fieldSize: ALT_TEXT_MAX * 4,
  parts: 6,
} as const;

/**
 * The studio's media library (docs/decisions/036): upload (multipart: `picture` and `alt_text`),
 * list and search by alt text with where each picture is used, change the alt text, replace the
 * file (decision 081), delete a picture nothing uses; whose pictures a role may change is the
 * permission table's (decision 070).
 */
export function mediaRoutes(app: ApiApp, services: Services, { t }: ApiMessages) {
  const media = services.media;
  const notYours = () => new HttpError(403, t('studio_editor.media.not_yours'));
  /** Where a picture is used, in words: the kind and the title of each, the first few. */
  const places = (uses: readonly PictureUse[]) => {
    const named = uses.slice(0, NAMED_USES).map((u) => {
      const kind = t(`studio_editor.media.kinds.${u.kind}`);
      return u.title ? t('studio_editor.media.place', { kind, title: u.title }) : kind;
    });
    if (uses.length > NAMED_USES)
      named.push(t('studio_editor.media.more_places', { count: uses.length - NAMED_USES }));
    return named.join(', ');
  };
  const altError = () =>
    new HttpError(422, t('studio_editor.media.alt_required'), {
      alt_text: [t('studio_editor.media.alt_required')],
    });

  /** The picture and alt text of a multipart body; 400/413 for a body that cannot be one. */
  const readUpload = async (request: FastifyRequest) => {
    // 400 rather than 415: the route takes nothing else, and the answer says what to send.
    if (!request.isMultipart()) throw new HttpError(400, t('studio_editor.media.not_multipart'));
    const fields: Record<string, string> = {};
    let picture: Buffer | null = null;
    try {
      for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'picture' && bytes.length > 0) picture = bytes;
        } else if (part.fieldname === 'alt_text' && typeof part.value === 'string') {
          fields.alt_text = part.value;
        }
      }
    } catch (error) {
      const { code, statusCode } = error as { code?: string; statusCode?: number };
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, t('studio_editor.media.too_large'), {
          picture: [t('studio_editor.media.too_large')],
        });
      if (statusCode === 413) throw error;
      throw new HttpError(400, t('studio_editor.media.form_unreadable'));
    }
    const bad = badCharacterField(fields);
    if (bad) throw badCharacterError(services.messages, bad);
    return { picture, altText: fields.alt_text };
  };

  app.get(
    '/api/studio/media',
    {
      config: { permission: 'article.create' },
      schema: {
        summary:
          'The media library, newest first, searched by alt text or file name, filtered by use, with where each is used',
        querystring: z.object({
          q: text(200).optional(),
          /** used, unused, or a kind of row that uses it (article, product, breed, page…). */
          use: z.enum(['used', 'unused', ...PICTURE_USE_KINDS]).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(libraryPictureBody),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const list = await media.list({
        query: request.query.q ?? '',
        page: request.query.page,
        ...(request.query.use ? { use: request.query.use } : {}),
      });
      const actor = staffOf(request);
      return {
        items: list.items.map((p) => pictureAnswer(p, actor)),
        total: list.total,
        page: list.page,
        page_size: list.pageSize,
      };
    },
  );

  app.post(
    '/api/studio/media',
    {
      config: { permission: 'article.create' },
      schema: {
        summary: 'Uploads a picture (multipart: picture, alt_text), re-encoded without metadata',
        description:
          'multipart/form-data: picture (JPEG, PNG, WebP, AVIF, GIF or TIFF under 15 MB; stored ' +
          'as WebP, at most 2400 px on its longest side, with no EXIF/GPS metadata) and ' +
          'alt_text (required, up to 300 characters).',
        consumes: ['multipart/form-data'],
        response: { 201: libraryPictureBody, 400: errorBody, 413: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { picture, altText } = await readUpload(request);
      const errors: Record<string, string[]> = {};
      const alt = cleanAltText(altText);
      if (!alt) errors.alt_text = [t('studio_editor.media.alt_required')];
      if (!picture) errors.picture = [t('studio_editor.media.picture_missing')];
      if (!alt || !picture) throw new HttpError(422, Object.values(errors)[0]![0]!, errors);
      try {
        const stored = await media.upload({
          bytes: picture,
          altText: alt,
          idStaff: staffOf(request).idStaff,
        });
        return reply.status(201).send(pictureAnswer(stored, staffOf(request)));
      } catch (error) {
        if (error instanceof NotAPictureError)
          throw new HttpError(422, t('studio_editor.media.not_a_picture'), {
            picture: [t('studio_editor.media.not_a_picture')],
          });
        throw error;
      }
    },
  );

  app.patch(
    '/api/studio/media/:id',
    {
      // Whose pictures: the service asks the table on the locked row (docs/decisions/070).
      config: { permission: 'media.edit.own' },
      schema: {
        summary: "Changes a picture's alt text (one's own; anyone's from editor up)",
        params: z.object({ id: idParam }),
        body: z.object({ alt_text: text(ALT_TEXT_MAX * 4) }),
        response: { 200: libraryPictureBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const alt = cleanAltText(request.body.alt_text);
      if (!alt) throw altError();
      const { id } = request.params;
      const actor = staffOf(request);
      const changed = await media.changeAlt({ idMedia: id, altText: alt, actor });
      if (changed === 'forbidden') throw notYours();
      const picture = changed === 'changed' ? await media.get(id) : null;
      if (!picture) throw new HttpError(404, t('studio_editor.media.not_found'));
      return pictureAnswer(picture, actor);
    },
  );

  app.put(
    '/api/studio/media/:id/file',
    {
      // As the alt text: one's own, anyone's from editor up (docs/decisions/070, 081).
      config: { permission: 'media.edit.own' },
      schema: {
        summary:
          "Replaces a picture's file, keeping its id, address and every use (multipart: picture)",
        description:
          'multipart/form-data: picture, checked and re-encoded as an upload is. The alt text ' +
          'stays; the pages that show the picture are purged.',
        consumes: ['multipart/form-data'],
        params: z.object({ id: idParam }),
        response: {
          200: libraryPictureBody,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const { picture } = await readUpload(request);
      if (!picture)
        throw new HttpError(422, t('studio_editor.media.picture_missing'), {
          picture: [t('studio_editor.media.picture_missing')],
        });
      const { id } = request.params;
      const actor = staffOf(request);
      let result;
      try {
        result = await media.replace({ idMedia: id, bytes: picture, actor });
      } catch (error) {
        if (error instanceof NotAPictureError)
          throw new HttpError(422, t('studio_editor.media.not_a_picture'), {
            picture: [t('studio_editor.media.not_a_picture')],
          });
        throw error;
      }
      if (result === 'forbidden') throw notYours();
      if (result === 'other_format')
        throw new HttpError(422, t('studio_editor.media.not_replaceable'), {
          picture: [t('studio_editor.media.not_replaceable')],
        });
      const replaced = result === 'replaced' ? await media.get(id) : null;
      if (!replaced) throw new HttpError(404, t('studio_editor.media.not_found'));
      return pictureAnswer(replaced, actor);
    },
  );

  app.delete(
    '/api/studio/media/:id',
    {
      config: { permission: 'media.delete.own' },
      schema: {
        summary:
          "Deletes a picture nothing uses (one's own; anyone's from editor up); 409 with the uses otherwise",
        description:
          'A picture in use (an article, product, breed, family, infographic, page, the ' +
          'settings, a notice or an edition) is deleted by nobody. Deleting a picture that is ' +
          'already gone answers 200 too.',
        params: z.object({ id: idParam }),
        response: {
          200: z.object({ deleted: z.boolean() }),
          403: errorBody,
          409: errorBody.extend({ uses: z.array(pictureUse) }),
        },
      },
    },
    async (request, reply) => {
      const result = await media.delete({ idMedia: request.params.id, actor: staffOf(request) });
      if (result.ok) return { deleted: result.existed };
      if (result.reason === 'forbidden') throw notYours();
      if (result.reason === 'busy')
        return reply.status(409).send({ message: t('studio_editor.media.busy'), uses: [] });
      return reply.status(409).send({
        message: t('studio_editor.media.in_use', { places: places(result.uses) }),
        uses: result.uses.map(useAnswer),
      });
    },
  );
}
