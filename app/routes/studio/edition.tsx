// Over 300 lines on purpose: one edition's screen: compose, pick, preview, schedule and send share its loader's data.
import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  EDITION_LIMITS,
  EditionRefusal,
  editionInput,
} from '../../../core/newsletter/edition-rules.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { SITE_TIME_ZONES, instantToZoned, zonedToInstant } from '../../../core/site/time-zone.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { ForbiddenOperation } from '../../../core/studio/operations.ts';
import { FormAlert } from '../../components/form-feedback.tsx';
import { ChosenList } from '../../components/studio/newsletter/chosen-list.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, type FormFailure } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { siteWhen } from '../../lib/studio-when.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/edition';
import { SaveNotice } from '../../components/studio/studio-form.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** /studio/newsletter/:id (decision 047): compose, preview, test, schedule; the figures. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context, 'newsletter');
  const { editions, settings, messages } = context.services;
  const id = idOf(params.id);
  const edition = id === null ? null : await editions.get(id);
  if (!edition)
    throw data(translator(messages)('studio_newsletter.errors.not_found'), { status: 404 });
  const [pickable, preview, figures] = await Promise.all([
    editions.pickable(''),
    editions.preview(edition.id),
    editions.figures([edition.id]),
  ]);
  const zone = SITE_TIME_ZONES[settings.locale];
  const titleOf = new Map(pickable.articles.map((a) => [a.id, a.title]));
  const nameOf = new Map(pickable.products.map((p) => [p.id, p.name]));
  return {
    title: `${edition.subject} · ${studioTitle(context, 'studio_newsletter.heading')}`,
    edition: {
      id: edition.id,
      subject: edition.subject,
      preheader: edition.preheader,
      intro: edition.intro,
      closing: edition.closing,
      state: edition.state,
      scheduledAt: edition.scheduledAt ? siteWhen(edition.scheduledAt, settings.locale) : null,
      sentAt: edition.sentAt ? siteWhen(edition.sentAt, settings.locale) : null,
      articles: edition.articleIds.map((a) => ({ id: a, name: titleOf.get(a) ?? `#${a}` })),
      products: edition.productIds.map((p) => ({ id: p, name: nameOf.get(p) ?? `#${p}` })),
    },
    // One in the trash is changed only by restoring it (docs/decisions/075).
    trashedAt: edition.trashedAt ? siteWhen(edition.trashedAt, settings.locale) : null,
    editable: !edition.trashedAt && (edition.state === 'draft' || edition.state === 'scheduled'),
    canSend: staff.can('newsletter.send'),
    canTrash: staff.can('newsletter.trash'),
    email: staff.member.email,
    rate: editions.ratePerMinute,
    sendAt: instantToZoned(edition.scheduledAt ?? new Date(Date.now() + 3600_000), zone),
    pickable,
    preview: preview!,
    figures: figures.get(edition.id)!,
  };
}

/** Every field of the form: the chosen items in order, then what a button asked for. */
const editionForm = z.object({
  intent: z.enum(['save', 'test', 'schedule', 'send_now', 'unschedule', 'cancel', 'trash']),
  subject: z.string().optional(),
  preheader: z.string().optional(),
  intro: z.string().optional(),
  closing: z.string().optional(),
  add_article: z.string().optional(),
  add_product: z.string().optional(),
  /** A move or removal: `up:article:3`, `down:product:2`, `remove:article:3`. */
  op: z.string().max(40).optional(),
  at: z.string().max(40).optional(),
});

type EditionAnswer = { ok: true; message: string } | (FormFailure & { ok: false });

/** The ordered ids posted for a kind, with the add and the move of this submit applied. */
function orderOf(ids: number[], kind: string, add: string | undefined, op: string | undefined) {
  const list = [...ids];
  const added = add ? idOf(add) : null;
  if (added !== null && !list.includes(added)) list.push(added);
  const [verb, opKind, raw] = (op ?? '').split(':');
  const target = raw ? idOf(raw) : null;
  if (opKind !== kind || target === null) return list;
  const at = list.indexOf(target);
  if (at === -1) return list;
  if (verb === 'remove') list.splice(at, 1);
  else if (verb === 'up' && at > 0) [list[at - 1], list[at]] = [list[at]!, list[at - 1]!];
  else if (verb === 'down' && at < list.length - 1)
    [list[at + 1], list[at]] = [list[at]!, list[at + 1]!];
  return list;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await studioStaff(request, context, 'newsletter');
  const t = translator(context.services.messages);
  const { editions, settings } = context.services;
  const id = idOf(params.id);
  if (id === null) return failed(t('studio_newsletter.errors.not_found'), 404);
  const body = await request.formData().catch(() => null);
  if (!body) return failed(t('api_errors.unsupported_type'), 415);
  const fields = Object.fromEntries(
    [...body.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const parsed = editionForm.safeParse(fields);
  if (!parsed.success) return failed(t('account.fix_fields'), 400, fields);
  const form = parsed.data;
  const ids = (name: string) =>
    body
      .getAll(name)
      .map((v) => (typeof v === 'string' ? idOf(v) : null))
      .filter((v): v is number => v !== null);
  const actor = staff.member;
  const ok = (key: string, vars: Record<string, string> = {}) =>
    data<EditionAnswer>({
      ok: true,
      message: Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), t(key)),
    });
  if (form.intent === 'trash') {
    // A draft or cancelled edition only; a sent one stays in the archive (decision 075).
    if (!staff.can('newsletter.trash')) return failed(t('studio.forbidden'), 403);
    const { idStaff, role, medicalReviewer } = staff.member;
    const moved = await context.services.studioArticles.trash.edition(
      { idStaff, role, medicalReviewer },
      id,
    );
    if (moved === 'not_found') return failed(t('studio_newsletter.errors.not_found'), 404);
    if (moved === 'impossible') return failed(t('studio_trash.edition_not_trashable'), 409);
    return redirect(studioPaths.studioTrash({}));
  }
  // Sending, scheduling and cancelling need newsletter.send: the operation refuses them
  // (core/newsletter/editions.ts).
  try {
    switch (form.intent) {
      case 'save': {
        const checked = fieldErrorsOf(editionInput, {
          subject: form.subject ?? '',
          preheader: form.preheader ?? '',
          intro: form.intro ?? '',
          closing: form.closing ?? '',
          articleIds: orderOf(ids('article'), 'article', form.add_article, form.op),
          productIds: orderOf(ids('product'), 'product', form.add_product, form.op),
        });
        if (!checked.ok) {
          const errors = Object.fromEntries(
            Object.entries(checked.errors).map(([name, keys]) => [name, t(keys[0]!)]),
          );
          return failed(t('account.fix_fields'), 422, fields, errors);
        }
        await editions.save(actor, id, checked.value);
        return ok('studio_newsletter.saved');
      }
      case 'test': {
        const to = await editions.sendTest(actor, id, t('studio_newsletter.test_prefix'));
        return ok('studio_newsletter.test_sent', { email: to });
      }
      case 'schedule': {
        const at = zonedToInstant(form.at ?? '', SITE_TIME_ZONES[settings.locale]);
        if (!at || at.getTime() < Date.now() - 60_000)
          return failed(t('studio_newsletter.errors.bad_time'), 422, fields, {
            at: t('studio_newsletter.errors.bad_time'),
          });
        await editions.schedule(actor, id, at);
        return ok('studio_newsletter.scheduled');
      }
      case 'send_now':
        await editions.schedule(actor, id, new Date());
        return ok('studio_newsletter.sent_now');
      case 'unschedule':
        await editions.unschedule(actor, id);
        return ok('studio_newsletter.unscheduled');
      case 'cancel':
        await editions.cancel(actor, id);
        return ok('studio_newsletter.cancelled');
    }
  } catch (error) {
    if (error instanceof ForbiddenOperation) return failed(t('studio.forbidden'), 403, fields);
    if (error instanceof EditionRefusal)
      return failed(
        t(`studio_newsletter.errors.${error.reason}`),
        error.reason === 'not_found' ? 404 : 409,
        fields,
      );
    throw error;
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioEdition({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as EditionAnswer | undefined;
  const busy = useNavigation().state !== 'idle';
  const { edition, editable, canSend, canTrash, figures, preview, pickable, trashedAt } =
    loaderData;
  const failure = answer && !answer.ok ? answer : undefined;
  const value = (name: keyof typeof edition) =>
    failure?.values[name] ?? String(edition[name] ?? '');
  const fieldError = (name: string) =>
    failure?.errors[name] ? (
      <p id={`edition-${name}-error`} className="form-field__error">
        {failure.errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string, hint?: string) =>
    [failure?.errors[name] ? `edition-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <section className="studio-page studio-edition" aria-labelledby="studio-heading">
      <p>
        <Link to={studioPaths.studioNewsletter({})}>{t('studio_newsletter.back')}</Link>
      </p>
      <h1 id="studio-heading">{edition.subject}</h1>
      <p data-testid="edition-state">
        {t('studio_newsletter.state_line', {
          state: t(`studio_newsletter.states.${edition.state}`),
        })}
        {edition.scheduledAt && edition.state === 'scheduled' ? (
          <>
            {' · '}
            <time dateTime={edition.scheduledAt.iso}>
              {t('studio_newsletter.scheduled_for', { date: edition.scheduledAt.text })}
            </time>
          </>
        ) : null}
        {edition.sentAt ? (
          <>
            {' · '}
            <time dateTime={edition.sentAt.iso}>
              {t('studio_newsletter.sent_at', { date: edition.sentAt.text })}
            </time>
          </>
        ) : null}
      </p>
      {trashedAt ? (
        <p className="studio-notice studio-notice--warning" data-testid="in-trash-notice">
          {t('studio_trash.edition_in_trash', { date: trashedAt.text })}{' '}
          <Link to={studioPaths.studioTrash({})}>{t('studio_trash.open_trash')}</Link>
        </p>
      ) : null}
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      <FormAlert answer={failure} id="edition-error" unreachable={t('studio_staff.unreachable')} />

      {figures.recipients ? (
        <section aria-labelledby="edition-figures-heading">
          <h2 id="edition-figures-heading">{t('studio_newsletter.figures_heading')}</h2>
          <dl className="studio-figures" data-testid="edition-figures">
            {(['recipients', 'queued', 'sent', 'failed', 'unsubscribed'] as const).map((name) => (
              <div key={name} data-figure={name}>
                <dt>{t(`studio_newsletter.figures.${name}`)}</dt>
                <dd>{figures[name]}</dd>
              </div>
            ))}
          </dl>
          {figures.failures.length ? (
            <>
              <h3>{t('studio_newsletter.failures_heading')}</h3>
              <ul>
                {figures.failures.map((f) => (
                  <li key={f.reason}>
                    {t('studio_newsletter.failure_line', {
                      count: String(f.count),
                      reason: f.reason,
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      <Form method="post" className="studio-form" aria-labelledby="edition-compose-heading">
        <h2 id="edition-compose-heading">{t('studio_newsletter.compose_heading')}</h2>
        {!editable ? <p className="studio-hint">{t('studio_newsletter.locked')}</p> : null}
        <input type="hidden" name="intent" value="save" />
        <div className="studio-field">
          <label htmlFor="edition-subject">{t('studio_newsletter.subject')}</label>
          <input
            id="edition-subject"
            name="subject"
            required
            maxLength={EDITION_LIMITS.subject}
            defaultValue={value('subject')}
            readOnly={!editable}
            aria-invalid={failure?.errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
          />
          {fieldError('subject')}
        </div>
        <div className="studio-field">
          <label htmlFor="edition-preheader">{t('studio_newsletter.preheader')}</label>
          <input
            id="edition-preheader"
            name="preheader"
            maxLength={EDITION_LIMITS.preheader}
            defaultValue={value('preheader')}
            readOnly={!editable}
            aria-describedby={describedBy('preheader', 'edition-preheader-hint')}
          />
          <p id="edition-preheader-hint" className="studio-hint">
            {t('studio_newsletter.preheader_hint')}
          </p>
          {fieldError('preheader')}
        </div>
        <div className="studio-field">
          <label htmlFor="edition-intro">{t('studio_newsletter.intro_field')}</label>
          <textarea
            id="edition-intro"
            name="intro"
            rows={6}
            maxLength={EDITION_LIMITS.intro}
            defaultValue={value('intro')}
            readOnly={!editable}
            aria-describedby={describedBy('intro')}
          />
          {fieldError('intro')}
        </div>

        <ChosenList
          kind="article"
          items={edition.articles}
          choices={pickable.articles.map((a) => ({ id: a.id, name: a.title }))}
          editable={editable}
          busy={busy}
          texts={{
            legend: t('studio_newsletter.articles_heading'),
            none: t('studio_newsletter.articles_none'),
            add: t('studio_newsletter.add_article'),
            addSubmit: t('studio_newsletter.add_article_submit'),
          }}
          error={fieldError('articleIds')}
        />
        <ChosenList
          kind="product"
          items={edition.products}
          choices={pickable.products}
          editable={editable}
          busy={busy}
          texts={{
            legend: t('studio_newsletter.products_heading'),
            none: t('studio_newsletter.products_none'),
            add: t('studio_newsletter.add_product'),
            addSubmit: t('studio_newsletter.add_product_submit'),
          }}
          error={fieldError('productIds')}
        />

        <div className="studio-field">
          <label htmlFor="edition-closing">{t('studio_newsletter.closing')}</label>
          <textarea
            id="edition-closing"
            name="closing"
            rows={3}
            maxLength={EDITION_LIMITS.closing}
            defaultValue={value('closing')}
            readOnly={!editable}
            aria-describedby={describedBy('closing')}
          />
          {fieldError('closing')}
        </div>
        {editable ? (
          <button type="submit" name="op" value="save" className="button" disabled={busy}>
            {t('studio_newsletter.save')}
          </button>
        ) : null}
      </Form>

      <section aria-labelledby="edition-preview-heading">
        <h2 id="edition-preview-heading">{t('studio_newsletter.preview_heading')}</h2>
        <h3 id="edition-preview-html">{t('studio_newsletter.preview_html')}</h3>
        {/* No script, form or navigation inside: an empty sandbox (decision 047). */}
        <iframe
          sandbox=""
          srcDoc={preview.html}
          title={t('studio_newsletter.preview_html')}
          className="studio-edition__preview"
          style={{ width: '100%', minHeight: '32rem', border: '1px solid #ccc' }}
        />
        <h3 id="edition-preview-text">{t('studio_newsletter.preview_text')}</h3>
        <pre
          className="studio-edition__text"
          aria-labelledby="edition-preview-text"
          tabIndex={0}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {preview.text}
        </pre>
      </section>

      <Form method="post" className="studio-form" aria-labelledby="edition-test-heading">
        <h2 id="edition-test-heading">{t('studio_newsletter.test_heading')}</h2>
        <p className="studio-hint">
          {t('studio_newsletter.test_intro', { email: loaderData.email })}
        </p>
        <input type="hidden" name="intent" value="test" />
        <button type="submit" className="button" disabled={busy}>
          {t('studio_newsletter.test_submit')}
        </button>
      </Form>

      {canSend && edition.state !== 'sent' && edition.state !== 'cancelled' ? (
        <Form method="post" className="studio-form" aria-labelledby="edition-send-heading">
          <h2 id="edition-send-heading">{t('studio_newsletter.send_heading')}</h2>
          <p className="studio-hint">
            {t('studio_newsletter.send_intro', { rate: String(loaderData.rate) })}
          </p>
          {editable ? (
            <div className="studio-field">
              <label htmlFor="edition-at">{t('studio_newsletter.send_at')}</label>
              <input
                id="edition-at"
                name="at"
                type="datetime-local"
                defaultValue={failure?.values.at ?? loaderData.sendAt}
                aria-invalid={failure?.errors.at ? true : undefined}
                aria-describedby={describedBy('at')}
              />
              {fieldError('at')}
            </div>
          ) : null}
          <div className="studio-actions">
            {editable ? (
              <>
                <button
                  type="submit"
                  name="intent"
                  value="schedule"
                  className="button"
                  disabled={busy}
                >
                  {t('studio_newsletter.schedule_submit')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="send_now"
                  className="button"
                  disabled={busy}
                  onClick={(event) => {
                    if (!window.confirm(t('studio_newsletter.confirm_send')))
                      event.preventDefault();
                  }}
                >
                  {t('studio_newsletter.send_now_submit')}
                </button>
              </>
            ) : null}
            {edition.state === 'scheduled' ? (
              <button
                type="submit"
                name="intent"
                value="unschedule"
                className="button"
                disabled={busy}
              >
                {t('studio_newsletter.unschedule_submit')}
              </button>
            ) : null}
            {edition.state === 'sending' || edition.state === 'scheduled' ? (
              <button
                type="submit"
                name="intent"
                value="cancel"
                className="button button--danger"
                disabled={busy}
              >
                {t('studio_newsletter.cancel_submit')}
              </button>
            ) : null}
          </div>
        </Form>
      ) : null}
      {canTrash && !trashedAt && (edition.state === 'draft' || edition.state === 'cancelled') ? (
        <details className="studio-confirm">
          <summary className="button button--danger">{t('studio_newsletter.trash_submit')}</summary>
          <Form method="post" className="studio-form">
            <p>{t('studio_newsletter.confirm_trash')}</p>
            <input type="hidden" name="intent" value="trash" />
            <button type="submit" className="button button--danger" disabled={busy}>
              {t('studio_newsletter.trash_submit')}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
