import { useTranslation } from '../../lib/i18n.tsx';
import { data, useActionData } from 'react-router';
import { z } from 'zod';
import { translator } from '../../../core/site/messages.ts';
import { instantToZoned, SITE_TIME_ZONES, zonedToInstant } from '../../../core/site/time-zone.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { pollSchema, quoteSchema, tipSchema } from '../../../core/widgets/widget-rules.ts';
import {
  PollForm,
  QuoteForm,
  TipForm,
  type WidgetAnswer,
} from '../../components/studio/widgets/widget-forms.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import widgetStyles from '../../styles/widgets-screen.css?url';
import type { Route } from './+types/widgets';
import { SaveNotice } from '../../components/studio/studio-form.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
  { rel: 'stylesheet', href: widgetStyles },
];

/** Quotes in the rotation's order, tips, and polls with their results and dates (site time). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'widgets');
  const { studioWidgets, settings } = context.services;
  const zone = SITE_TIME_ZONES[settings.locale];
  const now = Date.now();
  const [quotes, tips, polls] = await Promise.all([
    studioWidgets.quotes.list(),
    studioWidgets.tips.list(),
    studioWidgets.polls.list(),
  ]);
  const local = (iso: string | null) => (iso ? instantToZoned(new Date(iso), zone) : '');
  return {
    title: studioTitle(context, 'studio_widgets.heading'),
    zone,
    quotes: quotes.map((q) => ({
      id: q.idQuote,
      content: q.content,
      author: q.author,
      is_active: q.isActive,
    })),
    tips: tips.map((tip) => ({ id: tip.idTip, content: tip.content, audience: tip.audience })),
    polls: polls.map((poll) => ({
      id: poll.id_poll,
      question: poll.question,
      opens_at: local(poll.opens_at),
      closes_at: local(poll.closes_at),
      is_active: poll.is_active,
      state: !poll.is_active
        ? ('off' as const)
        : poll.opens_at && Date.parse(poll.opens_at) > now
          ? ('scheduled' as const)
          : poll.closes_at && Date.parse(poll.closes_at) <= now
            ? ('closed' as const)
            : ('open' as const),
      total_votes: poll.total_votes,
      options: poll.options,
    })),
  };
}

const INTENTS = [
  'quote-create',
  'quote-update',
  'quote-remove',
  'quote-move',
  'tip-create',
  'tip-update',
  'tip-remove',
  'poll-create',
  'poll-update',
  'poll-remove',
] as const;

const widgetForm = z
  .object({
    intent: z.enum(INTENTS),
    form: z.string().max(40),
    id: z
      .string()
      .regex(/^\d{1,9}$/)
      .optional(),
    by: z.enum(['-1', '1']).optional(),
  })
  // The texts, and a poll's option fields (option_<id>, drop_<id>, new_option_<n>).
  .catchall(z.string().max(10_000));

/** The screen's forms, told apart by `intent`; the services of /api/studio/quotes, tips, polls. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'widgets');
  const form = await parseForm(request, widgetForm, t);
  if (!form.ok) return form.answer;
  const input = form.data as Record<string, string | undefined>;
  const { intent } = form.data;
  const id = form.data.id ? Number(form.data.id) : null;
  const values = { ...form.values, intent, form: form.data.form };
  const { quotes, tips, polls } = context.services.studioWidgets;
  const actor = staff.member;
  const missing = () => failed(t('studio_widgets.not_found'), 404, values);
  const done = (key: string) => data({ ok: true as const, form: form.data.form, message: t(key) });
  const invalid = (errors: Record<string, string[]>) =>
    failed(t('account.fix_fields'), 422, values, fieldMessages(errors, t));

  if (intent === 'quote-remove' || intent === 'tip-remove') {
    const removed =
      id !== null &&
      (await (intent === 'quote-remove' ? quotes.remove(actor, id) : tips.remove(actor, id)));
    return removed ? done('studio_widgets.removed') : missing();
  }
  if (intent === 'quote-move') {
    if (id === null || !(await quotes.move(actor, id, form.data.by === '-1' ? -1 : 1)))
      return missing();
    return done('studio_widgets.moved');
  }
  if (intent === 'poll-remove') {
    const result = id === null ? null : await polls.remove(actor, id);
    if (!result || (!result.ok && result.reason === 'not_found')) return missing();
    if (!result.ok) return failed(t('studio_widgets.poll_has_votes'), 409, values);
    return done('studio_widgets.removed');
  }
  if (intent === 'quote-create' || intent === 'quote-update') {
    const fields = fieldErrorsOf(quoteSchema, {
      content: input.content ?? '',
      author: input.author ?? '',
      is_active: input.is_active === 'on',
    });
    if (!fields.ok) return invalid(fields.errors);
    if (intent === 'quote-create') {
      await quotes.create(actor, fields.value);
      return done('studio_widgets.created');
    }
    if (id === null || !(await quotes.update(actor, id, fields.value))) return missing();
    return done('studio_widgets.saved');
  }
  if (intent === 'tip-create' || intent === 'tip-update') {
    const fields = fieldErrorsOf(tipSchema, {
      content: input.content ?? '',
      audience: input.audience,
    });
    if (!fields.ok) return invalid(fields.errors);
    if (intent === 'tip-create') {
      await tips.create(actor, fields.value);
      return done('studio_widgets.created');
    }
    if (id === null || !(await tips.update(actor, id, fields.value))) return missing();
    return done('studio_widgets.saved');
  }
  // A poll: the site's wall-clock times to instants, the options in the form's order.
  const zone = SITE_TIME_ZONES[context.services.settings.locale];
  const when = (local: string | undefined) =>
    local ? (zonedToInstant(local, zone)?.toISOString() ?? local) : null;
  const existing = Object.keys(input)
    .flatMap((name) => /^option_(\d{1,9})$/.exec(name)?.slice(1) ?? [])
    .map(Number)
    .filter((option) => input[`drop_${option}`] !== 'on')
    .map((option) => ({ id_option: option, label: input[`option_${option}`] ?? '' }));
  const added = Object.keys(input)
    .filter((name) => /^new_option_\d$/.test(name))
    .sort()
    .map((name) => (input[name] ?? '').trim())
    .filter((label) => label !== '')
    .map((label) => ({ label }));
  const fields = fieldErrorsOf(pollSchema, {
    question: input.question ?? '',
    opens_at: when(input.opens_at),
    closes_at: when(input.closes_at),
    is_active: input.is_active === 'on',
    options: [...existing, ...added],
  });
  if (!fields.ok) return invalid(fields.errors);
  if (intent === 'poll-create') {
    await polls.create(actor, fields.value);
    return done('studio_widgets.created');
  }
  const result = id === null ? null : await polls.update(actor, id, fields.value);
  if (!result || (!result.ok && result.reason === 'not_found')) return missing();
  if (!result.ok)
    return result.reason === 'option_has_votes'
      ? failed(t('studio_widgets.option_has_votes'), 409, values, {
          options: t('studio_widgets.option_has_votes'),
        })
      : invalid({ options: ['studio_widgets.errors.unknown_option'] });
  return done('studio_widgets.saved');
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/widgets */
export default function StudioWidgets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as WidgetAnswer | undefined;
  const { quotes, tips, polls, zone } = loaderData;
  // A refusal of a form without fields (a move, a removal) is said at the top.
  const loose =
    answer && !answer.ok && /-(move|remove)-/.test(answer.values?.form ?? '') ? answer : undefined;
  return (
    <section
      className="studio-page studio-settings studio-widgets"
      aria-labelledby="studio-heading"
    >
      <h1 id="studio-heading">{t('studio_widgets.heading')}</h1>
      <p className="studio-hint">{t('studio_widgets.intro', { zone })}</p>
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      {loose ? (
        <p role="alert" className="form-field__error">
          {loose.message || t('studio_staff.unreachable')}
        </p>
      ) : null}

      <section aria-labelledby="quotes-heading" className="widget-group">
        <h2 id="quotes-heading">{t('studio_widgets.quotes_heading')}</h2>
        <p className="studio-hint">{t('studio_widgets.quotes_intro')}</p>
        {quotes.length ? null : <p>{t('studio_widgets.none')}</p>}
        {quotes.map((quote, index) => (
          <QuoteForm
            key={`${quote.id}-${quote.content}-${quote.author}-${quote.is_active}`}
            quote={quote}
            number={index + 1}
            first={index === 0}
            last={index === quotes.length - 1}
            answer={answer}
          />
        ))}
        <QuoteForm key={`new-${quotes.length}`} quote={null} answer={answer} />
      </section>

      <section aria-labelledby="polls-heading" className="widget-group">
        <h2 id="polls-heading">{t('studio_widgets.polls_heading')}</h2>
        <p className="studio-hint">{t('studio_widgets.polls_intro')}</p>
        {polls.length ? null : <p>{t('studio_widgets.none')}</p>}
        {polls.map((poll) => (
          <PollForm key={JSON.stringify(poll)} poll={poll} answer={answer} />
        ))}
        <PollForm key={`new-${polls.length}`} poll={null} answer={answer} />
      </section>

      <section aria-labelledby="tips-heading" className="widget-group">
        <h2 id="tips-heading">{t('studio_widgets.tips_heading')}</h2>
        <p className="studio-hint">{t('studio_widgets.tips_intro')}</p>
        {tips.length ? null : <p>{t('studio_widgets.none')}</p>}
        {tips.map((tip, index) => (
          <TipForm
            key={`${tip.id}-${tip.content}-${tip.audience}`}
            tip={tip}
            number={index + 1}
            answer={answer}
          />
        ))}
        <TipForm key={`new-${tips.length}`} tip={null} answer={answer} />
      </section>
    </section>
  );
}
