import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { StudioPager } from '../../components/studio/studio-pager.tsx';
import { StudioListFilter } from '../../components/studio/studio-list-filter.tsx';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { AuditTable, type AuditLine } from '../../components/studio/audit-table.tsx';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { studioWhen } from '../../lib/studio-when.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/audit';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

/** A positive whole number of a query parameter, or undefined. */
const whole = (value: string | null) => {
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return n > 0 ? n : undefined;
};
const short = (value: string | null) => value?.trim().slice(0, 50) || undefined;

/** The audit log for admins: newest first, a page at a time, by subject or by who acted. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'audit');
  const query = new URL(request.url).searchParams;
  const filter = {
    page: whole(query.get('page')) ?? 1,
    subjectType: short(query.get('subject_type')),
    subjectId: short(query.get('subject_id')),
    actor: whole(query.get('actor')),
  };
  const { studio, settings } = context.services;
  const [log, kinds, staff] = await Promise.all([
    studio.audit(filter),
    studio.auditSubjectTypes(),
    studio.list(),
  ]);
  const entries: AuditLine[] = log.entries.map((entry) => ({
    id: entry.idAudit,
    when: studioWhen(entry.at, settings.locale),
    who: entry.actor?.displayName ?? null,
    action: entry.action,
    subject: entry.subjectId ? `${entry.subjectType} ${entry.subjectId}` : entry.subjectType,
    details: entry.details,
  }));
  return {
    title: studioTitle(context, 'studio_staff.audit_heading'),
    entries,
    total: log.total,
    page: log.page,
    pages: Math.max(1, Math.ceil(log.total / log.pageSize)),
    filter: {
      subject_type: filter.subjectType ?? '',
      subject_id: filter.subjectId ?? '',
      actor: filter.actor ? String(filter.actor) : '',
    },
    kinds,
    people: staff.map((member) => ({ id: member.idStaff, name: member.displayName })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/audit: the filter (a GET form, so it works without scripts), the table, the pages. */
export default function StudioAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries, total, page, pages, filter, kinds, people } = loaderData;
  const pageLink = (to: number) =>
    `${studioPaths.studioAudit({})}?${new URLSearchParams({
      ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v)),
      page: String(to),
    }).toString()}`;
  const filtered = Boolean(filter.subject_type || filter.subject_id || filter.actor);
  return (
    <section className="studio-page studio-audit" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_staff.audit_heading')}</h1>
      <p className="studio-hint">{t('studio_staff.audit_intro')}</p>
      <StudioListFilter
        heading={{ id: 'audit-filter-heading', text: t('studio_staff.filter_heading') }}
        fields={[
          {
            kind: 'select',
            id: 'audit-subject-type',
            name: 'subject_type',
            label: t('studio_staff.filter_subject_type'),
            value: filter.subject_type,
            any: t('studio_staff.any_kind'),
            options: kinds.map((kind) => ({ value: kind, label: kind })),
          },
          {
            kind: 'text',
            id: 'audit-subject-id',
            name: 'subject_id',
            label: t('studio_staff.filter_subject_id'),
            value: filter.subject_id,
            inputMode: 'numeric',
          },
          {
            kind: 'select',
            id: 'audit-actor',
            name: 'actor',
            label: t('studio_staff.filter_actor'),
            value: filter.actor,
            any: t('studio_staff.anyone'),
            options: people.map((person) => ({ value: person.id, label: person.name })),
          },
        ]}
        submit={t('studio_staff.apply_filter')}
      >
        {filtered ? (
          <Link to={studioPaths.studioAudit({})}>{t('studio_staff.clear_filter')}</Link>
        ) : null}
      </StudioListFilter>
      <p role="status" className="studio-hint">
        {t('studio_staff.audit_total', { count: String(total) })}
      </p>
      {entries.length ? <AuditTable entries={entries} /> : <p>{t('studio_staff.audit_empty')}</p>}
      <StudioPager
        page={page}
        pages={pages}
        link={pageLink}
        texts={{
          label: t('studio_staff.pager_label'),
          previous: t('studio_staff.previous_page'),
          next: t('studio_staff.next_page'),
          current: t('studio_staff.page_of', { page: String(page), pages: String(pages) }),
        }}
      />
    </section>
  );
}
