import { useTranslation } from '../../lib/i18n.tsx';
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { EDITION_LIMITS } from '../../../core/newsletter/edition-rules.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { FormAlert } from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { parseForm, type FormFailure } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { siteWhen } from '../../lib/studio-when.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/newsletter';
import { StudioTable } from '../../components/studio/studio-table.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

/** /studio/newsletter (decision 047): the editions with their figures, and a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'newsletter');
  const { editions, settings } = context.services;
  const rows = await editions.list();
  return {
    title: studioTitle(context, 'studio_newsletter.heading'),
    rows: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      state: row.state,
      when: siteWhen(row.sentAt ?? row.scheduledAt ?? row.updatedAt, settings.locale),
      figures: row.figures,
    })),
  };
}

const newForm = z.object({ subject: z.string().trim().min(1).max(EDITION_LIMITS.subject) });

/** Starts a draft and opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await studioStaff(request, context, 'newsletter');
  const t = translator(context.services.messages);
  const form = await parseForm(request, newForm, t);
  if (!form.ok) return form.answer;
  const id = await context.services.editions.create(staff.member, form.data.subject);
  return redirect(studioPaths.studioEdition({ id }));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioNewsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as FormFailure | undefined;
  const busy = useNavigation().state !== 'idle';
  const { rows } = loaderData;
  return (
    <section className="studio-page studio-audit" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_newsletter.heading')}</h1>
      <p className="studio-hint">{t('studio_newsletter.intro')}</p>

      <Form method="post" className="studio-form" aria-labelledby="edition-new-heading">
        <h2 id="edition-new-heading">{t('studio_newsletter.new_heading')}</h2>
        <div className="studio-field">
          <label htmlFor="edition-new-subject">{t('studio_newsletter.new_subject')}</label>
          <input
            id="edition-new-subject"
            name="subject"
            required
            maxLength={EDITION_LIMITS.subject}
            defaultValue={answer?.values.subject}
            aria-invalid={answer?.errors.subject ? true : undefined}
            aria-describedby={answer?.errors.subject ? 'edition-new-subject-error' : undefined}
          />
          {answer?.errors.subject ? (
            <p id="edition-new-subject-error" className="form-field__error">
              {answer.errors.subject}
            </p>
          ) : null}
        </div>
        <FormAlert
          answer={answer}
          id="edition-new-error"
          unreachable={t('studio_staff.unreachable')}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('studio_newsletter.new_submit')}
        </button>
      </Form>

      <StudioTable
        caption={t('studio_newsletter.caption')}
        cards={{ id: 'editions-caption' }}
        columns={[
          t('studio_newsletter.columns.subject'),
          t('studio_newsletter.columns.state'),
          t('studio_newsletter.columns.when'),
          t('studio_newsletter.columns.recipients'),
          t('studio_newsletter.columns.sent'),
          t('studio_newsletter.columns.failed'),
          t('studio_newsletter.columns.unsubscribed'),
        ]}
        rows={rows}
        empty={t('studio_newsletter.none')}
        row={(row) => (
          <tr key={row.id} data-edition={row.id}>
            <th scope="row">
              <Link to={studioPaths.studioEdition({ id: row.id })}>{row.subject}</Link>
            </th>
            <td data-label={t('studio_newsletter.columns.state')}>
              {t(`studio_newsletter.states.${row.state}`)}
            </td>
            <td data-label={t('studio_newsletter.columns.when')}>
              <time dateTime={row.when.iso}>{row.when.text}</time>
            </td>
            <td data-label={t('studio_newsletter.columns.recipients')}>{row.figures.recipients}</td>
            <td data-label={t('studio_newsletter.columns.sent')}>{row.figures.sent}</td>
            <td data-label={t('studio_newsletter.columns.failed')}>{row.figures.failed}</td>
            <td data-label={t('studio_newsletter.columns.unsubscribed')}>
              {row.figures.unsubscribed}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
