import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, Link, useActionData } from 'react-router';
import { z } from 'zod';
import { STATIC_PAGE_PATHS, type StaticPageKey } from '../../../core/pages/static-page-paths.ts';
import { LOCALES, type Locale } from '../../../core/site/locale.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { staticPageSchema } from '../../../core/studio/pages/page-rules.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import {
  fieldAttributes,
  FieldError,
  FormAlert,
  type Feedback,
} from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { notFound } from '../../lib/not-found.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import type { Route } from './+types/static-page';
import { SaveNotice } from '../../components/studio/studio-form.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
];

/** The page and locale of /studio/pages/:key/:locale, or a 404. */
function pageOf(params: { key?: string; locale?: string }): { key: StaticPageKey; locale: Locale } {
  const key = params.key as StaticPageKey;
  const locale = params.locale as Locale;
  if (!(key in STATIC_PAGE_PATHS) || !LOCALES.includes(locale)) throw notFound();
  return { key, locale };
}

/** /studio/pages/:key/:locale: a static page's title, markdown text and HTML field in a locale. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'pages');
  const { key, locale } = pageOf(params);
  const row = await context.services.studioPages.get(key, locale);
  return {
    title: studioTitle(context, 'studio_catalogue.pages_heading'),
    key,
    locale,
    path: STATIC_PAGE_PATHS[key].path,
    values: { title: row?.title ?? '', body: row?.body ?? '', html: row?.html ?? '' },
  };
}

const pageForm = z.object({
  title: z.string().max(200_000).optional(),
  body: z.string().max(200_000).optional(),
  html: z.string().max(200_000).optional(),
});

/** Saves through the service of PUT /api/studio/pages/:key/:locale; works without scripts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'pages');
  const { key, locale } = pageOf(params);
  const form = await parseForm(request, pageForm, t, { maxBytes: 512 * 1024 });
  if (!form.ok) return form.answer;
  const fields = fieldErrorsOf(staticPageSchema, form.data);
  if (!fields.ok)
    return failed(t('account.fix_fields'), 422, form.values, fieldMessages(fields.errors, t));
  const row = await context.services.studioPages.save(staff.member, key, locale, fields.value);
  return data({
    ok: true as const,
    message: t('studio_catalogue.page_saved'),
    html: row.html ?? '',
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

type PageAnswer = Feedback & { values?: Record<string, string> };
const FIELDS = ['title', 'body', 'html'] as const;

/** /studio/pages/:key/:locale */
export default function StudioStaticPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as PageAnswer | undefined;
  const failure = answer && !answer.ok ? answer : undefined;
  const { key, locale, values } = loaderData;
  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <p>
        <Link to={paths.studioPages({})}>{t('studio_catalogue.back_pages')}</Link>
      </p>
      <h1 id="studio-heading">
        {t('studio_catalogue.page_heading', {
          page: t(`studio_catalogue.page_names.${key}`),
          language: t(`studio_catalogue.languages.${locale}`),
        })}
      </h1>
      <p>
        <a href={loaderData.path} target="_blank" rel="noreferrer">
          {t('studio_catalogue.view_page')}
        </a>
      </p>
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      <Form method="post" className="studio-form" noValidate key={answer?.ok ? 'saved' : 'form'}>
        {FIELDS.map((field) => {
          const id = `page-${field}`;
          const value = failure?.values?.[field] ?? values[field];
          const hintId = field === 'html' ? `${id}-hint` : undefined;
          const attributes = fieldAttributes(failure, id, field, hintId);
          return (
            <div key={field} className="studio-field">
              <label htmlFor={id}>{t(`studio_catalogue.page_fields.${field}`)}</label>
              {field === 'title' ? (
                <input
                  type="text"
                  defaultValue={value}
                  required
                  autoComplete="off"
                  {...attributes}
                />
              ) : (
                <textarea rows={field === 'body' ? 16 : 6} defaultValue={value} {...attributes} />
              )}
              {hintId ? (
                <p id={hintId} className="studio-hint">
                  {t('studio_catalogue.page_hints.html')}
                </p>
              ) : null}
              <FieldError answer={failure} id={id} field={field} />
            </div>
          );
        })}
        <FormAlert answer={failure} id="page-alert" unreachable={t('studio_staff.unreachable')} />
        <button type="submit" className="button">
          {t('studio_catalogue.page_save')}
        </button>
      </Form>
    </section>
  );
}
