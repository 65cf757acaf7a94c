import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { parseId } from '../../../core/shared/ids.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { infographicSchema } from '../../../core/studio/infographics/infographic-rules.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { PictureField } from '../../components/studio/picture-field.tsx';
import {
  fieldAttributes,
  FieldError,
  FormAlert,
  type Feedback,
} from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { editedId, notFound } from '../../lib/not-found.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import catalogueStyles from '../../styles/catalogue-screens.css?url';
import type { Route } from './+types/infographic';
import { SaveNotice } from '../../components/studio/studio-form.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
  { rel: 'stylesheet', href: catalogueStyles },
];

/** /studio/infographics/new and /studio/infographics/:id: pictures, title, slug and related. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'infographics');
  const id = editedId(params);
  const infographics = context.services.studioInfographics;
  const row = id === null ? null : await infographics.get(id);
  if (id !== null && !row) throw notFound();
  return {
    title: studioTitle(context, 'studio_catalogue.infographics_heading'),
    id,
    values: {
      title: row?.title ?? '',
      slug: row?.slug ?? '',
      image_path: row?.imagePath ?? '',
      mobile_image_path: row?.mobileImagePath ?? '',
      thumbnail_path: row?.thumbnailPath ?? '',
    },
    related: row?.related ?? [],
    others: await infographics.others(id),
    csrfToken: context.visitor.csrfToken,
  };
}

const infographicForm = z.object({
  intent: z.enum(['save', 'remove']),
  title: z.string().max(10_000).optional(),
  slug: z.string().max(10_000).optional(),
  image_path: z.string().max(10_000).optional(),
  mobile_image_path: z.string().max(10_000).optional(),
  thumbnail_path: z.string().max(10_000).optional(),
});

/** Saves or deletes through the services of /api/studio/infographics; works without scripts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'infographics');
  const id = editedId(params);
  const copy = request.clone();
  const form = await parseForm(request, infographicForm, t);
  if (!form.ok) return form.answer;
  // The size was checked by parseForm; the repeated `related` boxes are read from the copy.
  const body = await copy.formData();
  const infographics = context.services.studioInfographics;
  const actor = staff.member;
  if (form.data.intent === 'remove') {
    if (id === null || !(await infographics.remove(actor, id)))
      return failed(t('studio_catalogue.infographic_not_found'), 404, form.values);
    return redirect(paths.studioInfographics({}, { removed: '1' }));
  }
  // Ticked boxes come as repeated `related` fields, in the list's order.
  const related = body.getAll('related').map((value) => parseId(String(value)) ?? -1);
  const values = { ...form.values, related: related.join(',') };
  const fields = fieldErrorsOf(infographicSchema, { ...form.data, related });
  if (!fields.ok)
    return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
  const result =
    id === null
      ? await infographics.create(actor, fields.value)
      : await infographics.update(actor, id, fields.value);
  if (result.status === 'invalid')
    return failed(t('account.fix_fields'), 422, values, fieldMessages(result.errors, t));
  if (result.status === 'not_found')
    return failed(t('studio_catalogue.infographic_not_found'), 404, values);
  if (id === null)
    return redirect(paths.studioInfographic({ id: result.infographic.idInfographic }));
  return data({ ok: true as const, message: t('studio_catalogue.infographic_saved') });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

type InfographicAnswer = Feedback & { values?: Record<string, string> };
const PICTURES = ['image_path', 'mobile_image_path', 'thumbnail_path'] as const;

/** /studio/infographics/:id and /studio/infographics/new */
export default function StudioInfographic({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as InfographicAnswer | undefined;
  const failure = answer && !answer.ok && answer.values?.intent !== 'remove' ? answer : undefined;
  const { id, values, others } = loaderData;
  const value = (field: keyof typeof values) => failure?.values?.[field] ?? values[field];
  const related = failure?.values?.related
    ? failure.values.related.split(',').map(Number)
    : loaderData.related;
  const text = (field: 'title' | 'slug') => {
    const fieldId = `infographic-${field}`;
    const hintId = field === 'slug' ? `${fieldId}-hint` : undefined;
    return (
      <div className="studio-field">
        <label htmlFor={fieldId}>{t(`studio_catalogue.infographic_fields.${field}`)}</label>
        <input
          type="text"
          defaultValue={value(field)}
          required
          autoComplete="off"
          {...fieldAttributes(failure, fieldId, field, hintId)}
        />
        {hintId ? (
          <p id={hintId} className="studio-hint">
            {t('studio_catalogue.infographic_hints.slug')}
          </p>
        ) : null}
        <FieldError answer={failure} id={fieldId} field={field} />
      </div>
    );
  };
  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <meta name="csrf-token" content={loaderData.csrfToken} />
      <p>
        <Link to={paths.studioInfographics({})}>{t('studio_catalogue.back_infographics')}</Link>
      </p>
      <h1 id="studio-heading">
        {id === null
          ? t('studio_catalogue.infographic_new_heading')
          : t('studio_catalogue.infographic_edit_heading', { title: values.title })}
      </h1>
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      <Form method="post" className="studio-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        {text('title')}
        {text('slug')}
        {PICTURES.map((field) => (
          <PictureField
            key={field}
            id={`infographic-${field.replace(/_/g, '-')}`}
            field={field}
            hintId={`infographic-${field.replace(/_/g, '-')}-hint`}
            label={t(`studio_catalogue.infographic_fields.${field}`)}
            value={value(field)}
            answer={failure}
          />
        ))}
        <fieldset
          className="studio-field"
          aria-describedby={
            failure?.errors?.related ? 'infographic-related-error' : 'infographic-related-hint'
          }
        >
          <legend>{t('studio_catalogue.infographic_fields.related')}</legend>
          <p id="infographic-related-hint" className="studio-hint">
            {t('studio_catalogue.infographic_hints.related')}
          </p>
          {others.map((other) => (
            <label key={other.id} className="studio-check">
              <input
                type="checkbox"
                name="related"
                value={other.id}
                defaultChecked={related.includes(other.id)}
              />{' '}
              {other.title}
            </label>
          ))}
          <FieldError answer={failure} id="infographic-related" field="related" />
        </fieldset>
        <FormAlert
          answer={failure}
          id="infographic-alert"
          unreachable={t('studio_staff.unreachable')}
        />
        <button type="submit" className="button">
          {id === null
            ? t('studio_catalogue.infographic_create')
            : t('studio_catalogue.infographic_save')}
        </button>
      </Form>
      {id === null ? null : (
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(t('studio_catalogue.infographic_confirm_remove')))
              event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="button button--small button--ghost">
            {t('studio_catalogue.infographic_remove')}
          </button>
        </Form>
      )}
    </section>
  );
}
