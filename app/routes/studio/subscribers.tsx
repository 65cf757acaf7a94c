// Over 300 lines on purpose: the list, its filter, export and import share one screen's loader and action.
import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { StudioPager } from '../../components/studio/studio-pager.tsx';
import { StudioListFilter } from '../../components/studio/studio-list-filter.tsx';
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  SUBSCRIBER_STATES,
  type ImportProblem,
  type SubscriberState,
} from '../../../core/newsletter/subscriber-rules.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { FormAlert } from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, parseForm, refused } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { studioWhen } from '../../lib/studio-when.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/subscribers';
import { SaveNotice } from '../../components/studio/studio-form.tsx';
import { StudioTable } from '../../components/studio/studio-table.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

const isState = (value: string | null): value is SubscriberState =>
  (SUBSCRIBER_STATES as readonly (string | null)[]).includes(value);

/** The filter of the query string (a GET form, so it works without scripts). */
function filterOf(request: Request) {
  const query = new URL(request.url).searchParams;
  const state = query.get('state');
  const page = query.get('page');
  return {
    state: isState(state) ? state : undefined,
    search: query.get('search')?.trim().slice(0, 254) || undefined,
    page: page && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** /studio/subscribers (decision 046): the list, its filter and pages, export, import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'subscribers');
  const filter = filterOf(request);
  const { newsletter, settings } = context.services;
  const list = await newsletter.subscribers.list(filter);
  return {
    title: studioTitle(context, 'studio_subscribers.heading'),
    filter: { state: filter.state ?? '', search: filter.search ?? '' },
    rows: list.rows.map((row) => ({
      id: row.id,
      email: row.email,
      state: row.state,
      locale: row.locale,
      member: row.member,
      since: studioWhen(row.confirmedAt ?? row.unsubscribedAt ?? row.createdAt, settings.locale),
    })),
    total: list.total,
    page: list.page,
    pages: Math.max(1, Math.ceil(list.total / list.pageSize)),
    states: list.states,
  };
}

const subscribersForm = z.object({
  intent: z.enum(['erase', 'import']),
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  check: z.string().max(10).optional(),
});

type ImportAnswer =
  | { ok: true; intent: 'import' | 'erase'; message: string }
  | {
      ok: false;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
      problems?: string[];
    };

/** Erasing an address, or importing a CSV file (with a check that changes nothing). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await studioStaff(request, context, 'subscribers');
  const t = translator(context.services.messages);
  const form = await parseForm(request, subscribersForm, t, {
    maxBytes: IMPORT_LIMITS.bytes + 64 * 1024,
  });
  if (!form.ok) return form.answer;
  const admin = context.services.newsletter.subscribers;
  const actor = staff.member;
  if (form.data.intent === 'erase') {
    if (!form.data.id || !(await admin.erase(actor, Number(form.data.id))))
      return failed(t('studio_subscribers.not_found'), 404);
    return data({
      ok: true as const,
      intent: 'erase' as const,
      message: t('studio_subscribers.erased'),
    });
  }
  const limited = await context.actions.limit('upload');
  if (limited) return refused(limited);
  const file = form.files.file;
  if (!file || file.size === 0)
    return failed(
      t('account.fix_fields'),
      400,
      {},
      { file: t('studio_subscribers.import_file_missing') },
    );
  const dryRun = form.data.check === 'on';
  const result = await admin.importCsv(actor, await file.text(), dryRun);
  if (!result.ok) {
    const line = (problem: ImportProblem) =>
      t('studio_subscribers.problem_line', {
        line: problem.line,
        message: t(`studio_subscribers.import_errors.${problem.key}`, {
          limit: problem.value ?? '',
        }),
      });
    return data(
      {
        ok: false as const,
        message: t('studio_subscribers.import_refused'),
        errors: {},
        values: {},
        problems: result.problems.slice(0, 100).map(line),
      },
      { status: 422 },
    );
  }
  const message = t(
    dryRun ? 'studio_subscribers.import_checked' : 'studio_subscribers.import_done',
    { ...result.counts },
  );
  return data({ ok: true as const, intent: 'import' as const, message });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as ImportAnswer | undefined;
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { filter, rows, total, page, pages, states } = loaderData;
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({
      ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value)),
      ...extra,
    }).toString();
  const pageLink = (to: number) =>
    `${studioPaths.studioSubscribers({})}?${query({ page: String(to) })}`;
  const failure = answer && !answer.ok ? answer : undefined;
  return (
    <section className="studio-page studio-audit" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_subscribers.heading')}</h1>
      <p className="studio-hint">{t('studio_subscribers.intro')}</p>
      <ul className="studio-counts" aria-label={t('studio_subscribers.counts_label')}>
        {SUBSCRIBER_STATES.map((state) => (
          <li key={state}>
            {t(`studio_subscribers.states.${state}`)}: <strong>{states[state]}</strong>
          </li>
        ))}
      </ul>
      <SaveNotice message={answer?.ok ? answer.message : undefined} />

      <StudioListFilter
        fields={[
          {
            kind: 'search',
            id: 'subscribers-search',
            name: 'search',
            label: t('studio_subscribers.search_label'),
            value: filter.search,
          },
          {
            kind: 'select',
            id: 'subscribers-state',
            name: 'state',
            label: t('studio_subscribers.state_label'),
            value: filter.state,
            any: t('studio_subscribers.state_all'),
            options: SUBSCRIBER_STATES.map((state) => ({
              value: state,
              label: t(`studio_subscribers.states.${state}`),
            })),
          },
        ]}
        submit={t('studio_subscribers.filter')}
      >
        <a href={`/api/studio/subscribers/export?${query({})}`} download>
          {t('studio_subscribers.export')}
        </a>
      </StudioListFilter>

      <p role="status" className="studio-hint">
        {t('studio_subscribers.count', { count: String(total) })}
      </p>
      <StudioTable
        caption={t('studio_subscribers.heading')}
        cards={{ id: 'subscribers-caption' }}
        columns={[
          t('studio_subscribers.columns.email'),
          t('studio_subscribers.columns.state'),
          t('studio_subscribers.columns.locale'),
          t('studio_subscribers.columns.since'),
          t('studio_subscribers.columns.actions'),
        ]}
        rows={rows}
        empty={t('studio_subscribers.none')}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row">
              <span className="studio-table__email">{row.email}</span>
              {row.member ? (
                <>
                  {' '}
                  <span className="studio-badge">{t('studio_subscribers.member_yes')}</span>
                </>
              ) : null}
            </th>
            <td data-label={t('studio_subscribers.columns.state')}>
              {t(`studio_subscribers.states.${row.state}`)}
            </td>
            <td data-label={t('studio_subscribers.columns.locale')}>{row.locale}</td>
            <td data-label={t('studio_subscribers.columns.since')}>
              <time dateTime={row.since.iso}>{row.since.text}</time>
            </td>
            <td className="studio-table__actions">
              <Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(t('studio_subscribers.confirm_erase')))
                    event.preventDefault();
                }}
              >
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="id" value={row.id} />
                <button
                  type="submit"
                  className="button button--small button--danger"
                  aria-label={t('studio_subscribers.erase_label', { email: row.email })}
                >
                  {t('studio_subscribers.erase')}
                </button>
              </Form>
            </td>
          </tr>
        )}
      />
      <StudioPager
        page={page}
        pages={pages}
        link={pageLink}
        texts={{
          label: t('studio_staff.pager_label'),
          previous: t('studio_subscribers.previous'),
          next: t('studio_subscribers.next'),
          current: t('studio_subscribers.page', { page: String(page), pages: String(pages) }),
        }}
      />

      <Form
        method="post"
        encType="multipart/form-data"
        className="studio-form"
        aria-labelledby="subscribers-import-heading"
        aria-busy={sending}
      >
        <h2 id="subscribers-import-heading">{t('studio_subscribers.import_heading')}</h2>
        <p className="studio-hint" id="subscribers-import-intro">
          {t('studio_subscribers.import_intro')}
        </p>
        <input type="hidden" name="intent" value="import" />
        <div className="studio-field">
          <label htmlFor="subscribers-file">{t('studio_subscribers.import_file')}</label>
          <input
            id="subscribers-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={
              failure
                ? 'subscribers-file-error subscribers-import-intro'
                : 'subscribers-import-intro'
            }
            aria-invalid={failure ? true : undefined}
          />
          {failure?.errors.file ? (
            <p id="subscribers-file-error" className="form-field__error">
              {failure.errors.file}
            </p>
          ) : null}
        </div>
        <div className="studio-field studio-field--check">
          <input id="subscribers-check" name="check" type="checkbox" defaultChecked />
          <label htmlFor="subscribers-check">{t('studio_subscribers.import_check')}</label>
        </div>
        <FormAlert
          answer={failure}
          id="subscribers-import-error"
          unreachable={t('studio_staff.unreachable')}
        />
        {failure?.problems?.length ? (
          <ul
            className="studio-problems"
            id="subscribers-file-error"
            aria-labelledby="subscribers-import-error"
          >
            {failure.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {t('studio_subscribers.import_submit')}
        </button>
      </Form>
    </section>
  );
}
