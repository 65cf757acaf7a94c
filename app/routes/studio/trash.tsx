import { Form, Link, data, useActionData } from 'react-router';
import { z } from 'zod';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { translate, translator } from '../../../core/site/messages.ts';
import { SITE_TIME_ZONES } from '../../../core/site/time-zone.ts';
import { failed, parseForm } from '../../lib/form-action.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/trash';
import { StudioTable } from '../../components/studio/studio-table.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: staffStyles },
];

/** The staff member of the trash: everyone who may trash their own drafts (decision 075). */
async function trashStaff(request: Request, context: Route.LoaderArgs['context']) {
  const staff = await studioStaff(request, context);
  if (!staff.can('article.trash.own'))
    throw data(
      { forbidden: true, message: translate(context.services.messages, 'studio.forbidden') },
      { status: 403 },
    );
  const { idStaff, role, medicalReviewer } = staff.member;
  return { staff, actor: { idStaff, role, medicalReviewer } };
}

/** /studio/trash: what is in the trash, who put it there and when; restore, delete for good. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, actor } = await trashStaff(request, context);
  const { locale } = context.services.settings;
  const when = new Intl.DateTimeFormat(locale.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONES[locale],
  });
  const items = await context.services.studioArticles.trash.list(actor);
  return {
    title: studioTitle(context, 'studio_trash.heading'),
    canPurge: staff.can('trash.purge'),
    canEditions: staff.can('newsletter.trash'),
    items: items.map((item) => ({
      kind: item.kind,
      id: item.id,
      title: item.title,
      trashedAt: when.format(item.trashedAt),
      trashedBy: item.trashedBy,
    })),
  };
}

const trashForm = z.object({
  intent: z.enum(['restore', 'delete', 'empty']),
  kind: z.enum(['article', 'edition']).optional(),
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/** The forms of the screen (they work before the scripts arrive); the services of the API's. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const { staff, actor } = await trashStaff(request, context);
  const form = await parseForm(request, trashForm, t);
  if (!form.ok) return form.answer;
  const { intent, kind } = form.data;
  const id = form.data.id ? Number(form.data.id) : null;
  const trash = context.services.studioArticles.trash;
  const forbidden = () => failed(t('studio.forbidden'), 403, {});
  const missing = () => failed(t('studio_trash.not_found'), 404, {});
  const done = (key: string) => data({ ok: true as const, message: t(key) });
  if (intent === 'empty') {
    if (!staff.can('trash.purge')) return forbidden();
    await trash.empty(actor);
    return done('studio_trash.emptied');
  }
  if (id === null || !kind) return missing();
  if (intent === 'delete') {
    if (!staff.can('trash.purge')) return forbidden();
    return (await trash.delete(actor, kind, id)) ? done('studio_trash.deleted') : missing();
  }
  if (kind === 'edition') {
    if (!staff.can('newsletter.trash')) return forbidden();
    return (await trash.restoreEdition(actor, id)) === 'ok'
      ? done('studio_trash.restored')
      : missing();
  }
  const restored = await trash.restoreArticle(actor, id);
  if (!restored.ok) return restored.error === 'forbidden' ? forbidden() : missing();
  return done('studio_trash.restored');
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/**
 * Each change is confirmed first: the button opens (a native <details>, so before the scripts
 * too) the question and the button that does it.
 */
function Confirmed({
  label,
  question,
  confirm,
  fields,
  danger = false,
}: {
  label: string;
  question: string;
  confirm: string;
  fields: Record<string, string>;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <details className="studio-confirm">
      <summary className={danger ? 'button button--danger' : 'button'}>{label}</summary>
      <Form method="post" className="studio-confirm__form">
        <p>{question}</p>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={danger ? 'button button--danger' : 'button'}>
          {confirm}
        </button>
        <span className="studio-confirm__hint">{t('studio_trash.cancel_hint')}</span>
      </Form>
    </details>
  );
}

export default function StudioTrash({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as { ok?: boolean; message?: string } | undefined;
  const { items, canPurge } = loaderData;
  return (
    <section className="studio-page" aria-labelledby="trash-heading">
      <div className="studio-editor__head">
        <h1 id="trash-heading">{t('studio_trash.heading')}</h1>
        <Link to={paths.studioArticles({})}>{t('studio_trash.back')}</Link>
      </div>
      <p>{t('studio_trash.intro')}</p>
      <p role="status" className={answer?.ok === false ? 'form-error' : undefined}>
        {answer?.message ?? ''}
      </p>
      {items.length === 0 ? (
        <p>{t('studio_trash.none')}</p>
      ) : (
        <>
          <StudioTable
            caption={t('studio_trash.caption')}
            cards={{ id: 'trash-caption' }}
            testId="studio-trash"
            columns={[
              t('studio_trash.item'),
              t('studio_trash.kind'),
              t('studio_trash.trashed'),
              t('studio_trash.by'),
              t('studio_trash.actions'),
            ]}
            rows={items}
            row={(item) => (
              <tr key={`${item.kind}-${item.id}`}>
                <th scope="row">{item.title}</th>
                <td data-label={t('studio_trash.kind')}>{t(`studio_trash.kinds.${item.kind}`)}</td>
                <td data-label={t('studio_trash.trashed')}>{item.trashedAt}</td>
                <td data-label={t('studio_trash.by')}>
                  {item.trashedBy ?? t('studio_trash.unknown')}
                </td>
                <td className="studio-buttons">
                  <Confirmed
                    label={t('studio_trash.restore')}
                    question={t('studio_trash.confirm_restore', { title: item.title })}
                    confirm={t('studio_trash.restore_label', { title: item.title })}
                    fields={{ intent: 'restore', kind: item.kind, id: String(item.id) }}
                  />
                  {canPurge ? (
                    <Confirmed
                      danger
                      label={t('studio_trash.delete')}
                      question={t('studio_trash.confirm_delete', { title: item.title })}
                      confirm={t('studio_trash.delete_label', { title: item.title })}
                      fields={{ intent: 'delete', kind: item.kind, id: String(item.id) }}
                    />
                  ) : null}
                </td>
              </tr>
            )}
          />
          {canPurge ? (
            <Confirmed
              danger
              label={t('studio_trash.empty')}
              question={t('studio_trash.confirm_empty')}
              confirm={t('studio_trash.empty_confirm')}
              fields={{ intent: 'empty' }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
