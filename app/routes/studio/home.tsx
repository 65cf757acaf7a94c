// Over 300 lines on purpose: the dashboard's panels are one screen's, read from one loader.
import { useTranslation } from '../../lib/i18n.tsx';
import { Form, Link, data as answer } from 'react-router';
import { translator } from '../../../core/site/messages.ts';
import { z } from 'zod';
import { parseForm } from '../../lib/form-action.ts';
import { intlLocale } from '../../../core/site/locale-format.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { ChartFigure, type ChartPoint } from '../../components/studio/dashboard/chart-figure.tsx';
import { STUDIO_SCREENS } from '../../components/studio/studio-screens.ts';
import { screensOf, studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { siteWhen, studioWhen } from '../../lib/studio-when.ts';
import dashboardStyles from '../../styles/dashboard-screen.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/home';

// The dashboard's styles and chart code load on this route only (tests/e2e/studio-chunks.spec.ts).
// The studio's tables (a scrolling region on a phone) are styled by the staff screens' sheet.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: dashboardStyles },
];

/**
 * /studio: the dashboard (decision 048), one loader. What each role sees: editors and
 * up the site's figures; admins also new members and subscribers; everyone the articles waiting
 * for review and scheduled next, editors everyone's, authors and contributors their own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context);
  const { locale } = context.services.settings;
  const [dashboard, notifications] = await Promise.all([
    context.services.dashboard.read({
      figures: staff.can('dashboard.figures'),
      members: staff.can('members.manage'),
      subscribers: staff.can('subscribers.manage'),
      articlesOf: staff.can('article.edit.any') ? 'everyone' : staff.member.idStaff,
    }),
    context.services.studioNotifications.list(staff.member.idStaff),
  ]);
  const short = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const days = (rows: { day: string; count: number }[] | null): ChartPoint[] | null =>
    rows?.map((row) => ({
      label: short.format(new Date(`${row.day}T00:00:00Z`)),
      value: row.count,
    })) ?? null;
  const line = (row: { id: number; title: string; at: Date | null }) => ({
    id: row.id,
    title: row.title,
    at: row.at ? siteWhen(row.at, locale) : null,
  });
  return {
    title: studioTitle(context, 'studio_shell.home_heading'),
    name: staff.member.displayName,
    screens: screensOf(staff),
    own: !staff.can('article.edit.any'),
    // Off by default (ANALYTICS_PROVIDER): the page-view chart says so rather than "none counted".
    analyticsOff: context.services.settings.analytics.provider === 'none',
    canSettings: staff.can('settings.edit'),
    pageViews: days(dashboard.pageViews),
    mostRead:
      dashboard.mostRead?.map((row) => ({ label: row.title, value: row.views, id: row.id })) ??
      null,
    newMembers: days(dashboard.newMembers),
    subscribers: days(dashboard.subscribers),
    editions:
      dashboard.editions?.map((edition) => ({
        ...edition,
        sentAt: edition.sentAt ? studioWhen(edition.sentAt, locale) : null,
      })) ?? null,
    inReview: dashboard.inReview.map(line),
    scheduled: dashboard.scheduled.map(line),
    notifications: notifications.map((n) => ({
      id: n.id,
      kind: n.kind,
      idArticle: n.idArticle,
      title: n.title,
      note: n.note,
      actor: n.actor ?? '',
      at: studioWhen(n.createdAt, locale),
      read: n.readAt !== null,
    })),
  };
}

/** "Mark all as read" of the notifications (decision 077): a native post, before the scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await studioStaff(request, context);
  const t = translator(context.services.messages);
  const form = await parseForm(request, z.object({ intent: z.literal('read_all') }), t);
  if (!form.ok) return form.answer;
  await context.services.studioNotifications.markRead(staff.member.idStaff, null);
  return answer({ ok: true as const });
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

const sum = (points: ChartPoint[]) => points.reduce((total, point) => total + point.value, 0);
const busiest = (points: ChartPoint[]) =>
  points.reduce((best, point) => (point.value > best.value ? point : best), points[0]!);

function ArticleList({
  id,
  heading,
  empty,
  rows,
  when,
}: {
  id: string;
  heading: string;
  empty: string;
  rows: { id: number; title: string; at: { iso: string; text: string } | null }[];
  when: string;
}) {
  return (
    <section className="dashboard-panel" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {rows.length ? (
        <ul className="dashboard-list">
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={studioPaths.studioArticle({ id: String(row.id) })}>{row.title}</Link>
              {row.at ? (
                <>
                  {' '}
                  <span className="studio-hint">
                    {when} <time dateTime={row.at.iso}>{row.at.text}</time>
                  </span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}

export default function StudioHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  const numbers = t('studio_dashboard.numbers');
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_shell.home_heading')}</h1>
      <p>{t('studio_shell.home_welcome', { name: data.name })}</p>

      <div className="dashboard-grid">
        <section className="dashboard-panel" aria-labelledby="dashboard-notifications">
          <h2 id="dashboard-notifications">{t('studio_dashboard.notifications')}</h2>
          {data.notifications.length ? (
            <>
              <ul className="dashboard-list" data-testid="dashboard-notifications">
                {data.notifications.map((n) => (
                  <li key={n.id}>
                    {n.read ? null : (
                      <span className="studio-badge">{t('studio_dashboard.unread')}</span>
                    )}{' '}
                    {n.idArticle ? (
                      <Link to={studioPaths.studioArticle({ id: String(n.idArticle) })}>
                        {t(`studio_dashboard.notify_${n.kind}`, {
                          actor: n.actor,
                          title: n.title,
                        })}
                      </Link>
                    ) : (
                      t(`studio_dashboard.notify_${n.kind}`, { actor: n.actor, title: n.title })
                    )}{' '}
                    <span className="studio-hint">
                      <time dateTime={n.at.iso}>{n.at.text}</time>
                    </span>
                    {n.note ? <p>{t('studio_dashboard.notify_note', { note: n.note })}</p> : null}
                  </li>
                ))}
              </ul>
              {data.notifications.some((n) => !n.read) ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="read_all" />
                  <button type="submit" className="button button--ghost">
                    {t('studio_dashboard.mark_read')}
                  </button>
                </Form>
              ) : null}
            </>
          ) : (
            <p>{t('studio_dashboard.notifications_none')}</p>
          )}
        </section>
        <ArticleList
          id="dashboard-review"
          heading={t(data.own ? 'studio_dashboard.review_own' : 'studio_dashboard.review')}
          empty={t('studio_dashboard.review_none')}
          rows={data.inReview}
          when={t('studio_dashboard.changed')}
        />
        <ArticleList
          id="dashboard-scheduled"
          heading={t(data.own ? 'studio_dashboard.scheduled_own' : 'studio_dashboard.scheduled')}
          empty={t('studio_dashboard.scheduled_none')}
          rows={data.scheduled}
          when={t('studio_dashboard.goes_live')}
        />
      </div>

      {data.pageViews || data.newMembers || data.subscribers ? (
        <section aria-labelledby="dashboard-figures">
          <h2 id="dashboard-figures">{t('studio_dashboard.figures')}</h2>
          <div className="dashboard-grid">
            {data.pageViews ? (
              <ChartFigure
                kind="bars"
                title={t('studio_dashboard.views_title')}
                summary={t('studio_dashboard.views_summary', {
                  total: String(sum(data.pageViews)),
                  day: busiest(data.pageViews).label,
                  count: String(busiest(data.pageViews).value),
                })}
                empty={data.analyticsOff ? '' : t('studio_dashboard.views_none')}
                note={
                  data.analyticsOff ? (
                    <p className="dashboard-chart__summary" data-testid="analytics-off">
                      {t('studio_dashboard.views_off')}
                      {data.canSettings ? (
                        <>
                          {' '}
                          <Link to={`${STUDIO_SCREENS.settings.path}#settings-analytics`}>
                            {t('studio_dashboard.views_off_link')}
                          </Link>
                        </>
                      ) : null}
                    </p>
                  ) : null
                }
                points={data.pageViews}
                columns={[t('studio_dashboard.day'), t('studio_dashboard.views')]}
                tableLabel={numbers}
              />
            ) : null}
            {data.mostRead ? (
              <ChartFigure
                kind="bars"
                ticks={false}
                title={t('studio_dashboard.read_title')}
                summary={
                  data.mostRead[0]
                    ? t('studio_dashboard.read_summary', {
                        title: data.mostRead[0].label,
                        count: String(data.mostRead[0].value),
                      })
                    : ''
                }
                empty={t('studio_dashboard.read_none')}
                points={data.mostRead}
                columns={[t('studio_dashboard.article'), t('studio_dashboard.views')]}
                tableLabel={numbers}
              />
            ) : null}
            {data.newMembers ? (
              <ChartFigure
                kind="bars"
                title={t('studio_dashboard.members_title')}
                summary={t('studio_dashboard.members_summary', {
                  total: String(sum(data.newMembers)),
                  week: String(data.newMembers.at(-1)?.value ?? 0),
                })}
                empty={t('studio_dashboard.members_none')}
                points={data.newMembers}
                columns={[t('studio_dashboard.week'), t('studio_dashboard.members')]}
                tableLabel={numbers}
              />
            ) : null}
            {data.subscribers ? (
              <ChartFigure
                kind="line"
                title={t('studio_dashboard.subscribers_title')}
                summary={t('studio_dashboard.subscribers_summary', {
                  now: String(data.subscribers.at(-1)?.value ?? 0),
                  then: String(data.subscribers[0]?.value ?? 0),
                })}
                empty={t('studio_dashboard.subscribers_none')}
                points={data.subscribers}
                columns={[t('studio_dashboard.week'), t('studio_dashboard.subscribers')]}
                tableLabel={numbers}
              />
            ) : null}
          </div>
        </section>
      ) : null}

      {data.editions ? (
        <section className="dashboard-panel" aria-labelledby="dashboard-editions">
          <h2 id="dashboard-editions">{t('studio_dashboard.editions_title')}</h2>
          {data.editions.length ? (
            <div
              className="studio-table-scroll"
              role="region"
              aria-labelledby="dashboard-editions"
              tabIndex={0}
            >
              <table className="studio-table">
                <thead>
                  <tr>
                    <th scope="col">{t('studio_dashboard.edition')}</th>
                    <th scope="col">{t('studio_dashboard.sent_at')}</th>
                    <th scope="col">{t('studio_dashboard.sent')}</th>
                    <th scope="col">{t('studio_dashboard.failed')}</th>
                    <th scope="col">{t('studio_dashboard.unsubscribed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.editions.map((edition, index) => (
                    <tr key={index}>
                      <th scope="row">{edition.subject}</th>
                      <td>
                        {edition.sentAt ? (
                          <time dateTime={edition.sentAt.iso}>{edition.sentAt.text}</time>
                        ) : null}
                      </td>
                      <td>{edition.sent}</td>
                      <td>{edition.failed}</td>
                      <td>{edition.unsubscribed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('studio_dashboard.editions_none')}</p>
          )}
        </section>
      ) : null}

      <h2 id="dashboard-screens">{t('studio_dashboard.screens')}</h2>
      <ul className="studio-cards" aria-labelledby="dashboard-screens">
        {data.screens.map((screen) => (
          <li key={screen} className="studio-card">
            <Link to={STUDIO_SCREENS[screen].path}>{t(`studio_shell.screen_${screen}`)}</Link>
            <p>{t(`studio_shell.screen_${screen}_about`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
