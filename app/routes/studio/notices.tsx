import { useTranslation } from '../../lib/i18n.tsx';
import { data, useActionData } from 'react-router';
import { z } from 'zod';
import { noticeSchema } from '../../../core/site/notice-rules.ts';
import { translator } from '../../../core/site/messages.ts';
import { instantToZoned, SITE_TIME_ZONES, zonedToInstant } from '../../../core/site/time-zone.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import {
  NoticeForm,
  NoticeMoves,
  type NoticeAnswer,
} from '../../components/studio/notices/notice-form.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import type { Route } from './+types/notices';
import { SaveNotice } from '../../components/studio/studio-form.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
];

/** The banner's messages, their dates as the site's wall-clock time, and whether each shows now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'notices');
  const { notices, settings } = context.services;
  const zone = SITE_TIME_ZONES[settings.locale];
  const now = Date.now();
  const rows = await notices.list();
  return {
    title: studioTitle(context, 'studio_notices.heading'),
    zone,
    notices: rows.map((row) => ({
      id: row.idNotice,
      text: row.text,
      link_url: row.linkUrl ?? '',
      link_label: row.linkLabel ?? '',
      starts_at: row.startsAt ? instantToZoned(row.startsAt, zone) : '',
      ends_at: row.endsAt ? instantToZoned(row.endsAt, zone) : '',
      state:
        row.startsAt && row.startsAt.getTime() > now
          ? ('scheduled' as const)
          : row.endsAt && row.endsAt.getTime() <= now
            ? ('ended' as const)
            : ('showing' as const),
    })),
  };
}

const noticeForm = z.object({
  intent: z.enum(['create', 'update', 'remove', 'move']),
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  by: z.enum(['-1', '1']).optional(),
  text: z.string().max(10_000).optional(),
  link_url: z.string().max(10_000).optional(),
  link_label: z.string().max(10_000).optional(),
  starts_at: z.string().max(100).optional(),
  ends_at: z.string().max(100).optional(),
});

/** The screen's forms, told apart by `intent`; the services of /api/studio/notices. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'notices');
  const form = await parseForm(request, noticeForm, t);
  if (!form.ok) return form.answer;
  const { intent } = form.data;
  const id = form.data.id ? Number(form.data.id) : null;
  const values = { ...form.values, intent, id: form.data.id ?? '' };
  const notices = context.services.notices;
  const actor = staff.member;
  const missing = () => failed(t('studio_notices.not_found'), 404, values);
  const done = (key: string) => data({ ok: true as const, intent, id, message: t(key) });

  if (intent === 'remove') {
    if (id === null || !(await notices.remove(actor, id))) return missing();
    return done('studio_notices.removed');
  }
  if (intent === 'move') {
    if (id === null || !(await notices.move(actor, id, form.data.by === '-1' ? -1 : 1)))
      return missing();
    return done('studio_notices.moved');
  }
  // The site's wall-clock time, as <input type="datetime-local"> gives it, to an instant.
  const zone = SITE_TIME_ZONES[context.services.settings.locale];
  const when = (local: string | undefined) => {
    if (!local) return null;
    return zonedToInstant(local, zone)?.toISOString() ?? local;
  };
  const fields = fieldErrorsOf(noticeSchema, {
    text: form.data.text ?? '',
    link_url: form.data.link_url,
    link_label: form.data.link_label,
    starts_at: when(form.data.starts_at),
    ends_at: when(form.data.ends_at),
  });
  if (!fields.ok)
    return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
  if (intent === 'create') {
    await notices.create(actor, fields.value);
    return done('studio_notices.created');
  }
  if (id === null || !(await notices.update(actor, id, fields.value))) return missing();
  return done('studio_notices.saved');
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/notices */
export default function StudioNotices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as NoticeAnswer | undefined;
  const { notices, zone } = loaderData;
  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_notices.heading')}</h1>
      <p className="studio-hint">{t('studio_notices.intro', { zone })}</p>
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      {notices.length ? null : <p>{t('studio_notices.none')}</p>}
      {notices.map((notice, index) => (
        <NoticeForm
          key={`${notice.id}-${notice.text}-${notice.starts_at}-${notice.ends_at}`}
          notice={notice}
          number={index + 1}
          answer={answer}
        >
          <NoticeMoves id={notice.id} first={index === 0} last={index === notices.length - 1} />
        </NoticeForm>
      ))}
      {/* A new, empty form after each message added (its key follows the count). */}
      <NoticeForm key={`new-${notices.length}`} notice={null} answer={answer} />
    </section>
  );
}
