import { useTranslation } from '../../lib/i18n.tsx';
import { Link, useSearchParams } from 'react-router';
import { MEMBER_STATES, type MemberState } from '../../../core/accounts/member-rules.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { StudioPager } from '../../components/studio/studio-pager.tsx';
import { StudioListFilter } from '../../components/studio/studio-list-filter.tsx';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { studioWhen } from '../../lib/studio-when.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/members';
import { StudioTable } from '../../components/studio/studio-table.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

const isState = (value: string | null): value is MemberState =>
  (MEMBER_STATES as readonly (string | null)[]).includes(value);

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

/** /studio/members (decision 048): the members, searched and filtered, by pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'members');
  const filter = filterOf(request);
  const { members, settings } = context.services;
  const list = await members.list(filter);
  return {
    title: studioTitle(context, 'studio_members.heading'),
    filter: { state: filter.state ?? '', search: filter.search ?? '' },
    rows: list.rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      pets: row.pets,
      disabled: row.disabledAt !== null,
      since: studioWhen(row.createdAt, settings.locale),
    })),
    total: list.total,
    page: list.page,
    pages: Math.max(1, Math.ceil(list.total / list.pageSize)),
    states: list.states,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioMembers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { filter, rows, total, page, pages, states } = loaderData;
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({
      ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value)),
      ...extra,
    }).toString();
  const pageLink = (to: number) =>
    `${studioPaths.studioMembers({})}?${query({ page: String(to) })}`;
  return (
    <section className="studio-page studio-audit" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_members.heading')}</h1>
      <p className="studio-hint">{t('studio_members.intro')}</p>
      {params.get('erased') === '1' ? (
        <p role="status" className="studio-notice">
          {t('studio_members.erased')}
        </p>
      ) : null}
      <ul className="studio-counts" aria-label={t('studio_members.counts_label')}>
        {MEMBER_STATES.map((state) => (
          <li key={state}>
            {t(`studio_members.states.${state}`)}: <strong>{states[state]}</strong>
          </li>
        ))}
      </ul>

      <StudioListFilter
        fields={[
          {
            kind: 'search',
            id: 'members-search',
            name: 'search',
            label: t('studio_members.search_label'),
            value: filter.search,
          },
          {
            kind: 'select',
            id: 'members-state',
            name: 'state',
            label: t('studio_members.state_label'),
            value: filter.state,
            any: t('studio_members.state_all'),
            options: MEMBER_STATES.map((state) => ({
              value: state,
              label: t(`studio_members.states.${state}`),
            })),
          },
        ]}
        submit={t('studio_members.filter')}
      />

      <p role="status" className="studio-hint">
        {t('studio_members.count', { count: String(total) })}
      </p>
      <StudioTable
        caption={t('studio_members.heading')}
        cards={{ id: 'members-caption' }}
        columns={[
          t('studio_members.columns.name'),
          t('studio_members.columns.email'),
          t('studio_members.columns.state'),
          t('studio_members.columns.pets'),
          t('studio_members.columns.since'),
        ]}
        rows={rows}
        empty={t('studio_members.none')}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={studioPaths.studioMember({ id: String(row.id) })}>{row.username}</Link>
            </th>
            <td data-label={t('studio_members.columns.email')}>
              <span className="studio-table__email">{row.email}</span>
            </td>
            <td data-label={t('studio_members.columns.state')}>
              {t(`studio_members.states.${row.disabled ? 'disabled' : 'active'}`)}
            </td>
            <td data-label={t('studio_members.columns.pets')}>{row.pets}</td>
            <td data-label={t('studio_members.columns.since')}>
              <time dateTime={row.since.iso}>{row.since.text}</time>
            </td>
          </tr>
        )}
      />
      <StudioPager
        page={page}
        pages={pages}
        link={pageLink}
        texts={{
          label: t('studio_members.pager_label'),
          previous: t('studio_members.previous'),
          next: t('studio_members.next'),
          current: t('studio_members.page', { page: String(page), pages: String(pages) }),
        }}
      />
    </section>
  );
}
