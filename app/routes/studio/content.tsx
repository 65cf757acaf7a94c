import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, useActionData, useNavigation } from 'react-router';
import type { ImportReport } from '../../../core/content-pack/index.ts';
import { jsonTooDeep } from '../../../core/shared/json-input.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioFiles } from '../../../core/site/studio-paths.ts';
import { FormAlert } from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import type { Route } from './+types/content';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
];

/** Content packs (issue 15, decision 045): export and import the site's content, for admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'content');
  return {
    title: studioTitle(context, 'studio_content.heading'),
    parts: [...context.services.contentPacks.parts],
  };
}

type ContentAnswer =
  | { ok: true; report: ImportReport; held: string | null }
  | { ok: false; message: string; errors: Record<string, string>; problems?: string[] };

/**
 * The import form, told apart by `intent`: `check` reads the uploaded file and runs the import
 * as a dry run (the pack is then held for its confirmation); `confirm` imports the held pack.
 * The same service as POST /api/studio/content/import; works without scripts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'content');
  const idStaff = staff.member.idStaff;
  const packs = context.services.contentPacks;
  const held = packs.held;
  if (Number(request.headers.get('content-length') ?? 0) > packs.bodyLimit)
    return failed(t('studio_content.refused'), 413, {}, { pack: t('studio_content.refused') });
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  let text: string | null = null;
  if (intent === 'confirm') {
    const token = form?.get('held');
    text = typeof token === 'string' ? await held.take(idStaff, token) : null;
    if (text === null)
      return failed(t('studio_content.expired'), 410, {}, { pack: t('studio_content.expired') });
  } else {
    const file = form?.get('pack');
    if (!file || typeof file === 'string' || file.size === 0)
      return failed(t('account.fix_fields'), 422, {}, { pack: t('studio_content.file_required') });
    text = await file.text();
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return failed(t('account.fix_fields'), 422, {}, { pack: t('studio_content.not_json') });
  }
  // Before the pack's checks walk it (docs/decisions/068).
  if (jsonTooDeep(input))
    return failed(t('account.fix_fields'), 422, {}, { pack: t('studio_content.too_deep') });
  const dryRun = intent !== 'confirm';
  const result = await packs.importChecked(input, { dryRun, actor: idStaff });
  if (!result.ok)
    return data(
      {
        ok: false as const,
        message: t('studio_content.refused'),
        errors: { pack: t('studio_content.refused') },
        problems: result.problems,
      },
      { status: 422 },
    );
  return data({
    ok: true as const,
    report: result.report,
    held: dryRun ? await held.hold(idStaff, text) : null,
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** What the import did, or would do, per table. */
function ReportTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const columns = ['created', 'changed', 'unchanged', 'removed'] as const;
  return (
    <>
      {/* Focusable, so a keyboard can scroll the table on a narrow screen. */}
      <div
        className="studio-table-scroll"
        role="region"
        aria-labelledby="content-report-heading"
        tabIndex={0}
      >
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{t('studio_content.table')}</th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t(`studio_content.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(report.tables).map(([name, changes]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {columns.map((c) => (
                  <td key={c}>{changes[c]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('studio_content.pictures', { count: report.pictures })}</p>
    </>
  );
}

/** /studio/content */
export default function StudioContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as
    ContentAnswer | (ContentAnswer & { unreachable?: true }) | undefined;
  const busy = useNavigation().state === 'submitting';
  const failure = answer && !answer.ok ? answer : undefined;
  const problems = failure && 'problems' in failure ? (failure.problems ?? []) : [];
  const fileError = failure?.errors?.pack;
  const success = answer?.ok ? answer : undefined;
  return (
    <section className="studio-page studio-content" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_content.heading')}</h1>
      <p className="studio-hint">{t('studio_content.intro')}</p>

      <section aria-labelledby="content-export-heading">
        <h2 id="content-export-heading">{t('studio_content.export_heading')}</h2>
        {/* A plain GET to the API: the browser downloads the pack (Content-Disposition). */}
        <form method="get" action={studioFiles.contentExport} className="studio-form">
          <fieldset>
            <legend>{t('studio_content.parts_legend')}</legend>
            <p className="studio-hint" id="content-parts-hint">
              {t('studio_content.export_hint')}
            </p>
            {loaderData.parts.map((part) => (
              <div key={part} className="studio-check">
                <input
                  type="checkbox"
                  id={`content-part-${part}`}
                  name="only"
                  value={part}
                  aria-describedby="content-parts-hint"
                />
                <label htmlFor={`content-part-${part}`}>{part}</label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t('studio_content.export')}
          </button>
        </form>
      </section>

      <section aria-labelledby="content-import-heading">
        <h2 id="content-import-heading">{t('studio_content.import_heading')}</h2>
        <p className="studio-hint" id="content-file-hint">
          {t('studio_content.import_hint')}
        </p>
        <Form method="post" encType="multipart/form-data" className="studio-form" noValidate>
          <input type="hidden" name="intent" value="check" />
          <div className="studio-field">
            <label htmlFor="content-pack-file">{t('studio_content.file')}</label>
            <input
              type="file"
              id="content-pack-file"
              name="pack"
              accept="application/json,.json"
              required
              aria-invalid={fileError ? true : undefined}
              aria-describedby={
                fileError ? 'content-file-hint content-pack-file-error' : 'content-file-hint'
              }
            />
            {fileError ? (
              <div id="content-pack-file-error" className="form-field__error">
                <p>{fileError}</p>
                {problems.length ? (
                  <ul className="studio-content__problems">
                    {problems.map((problem, i) => (
                      <li key={i}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </div>
          <FormAlert
            answer={failure && !fileError ? failure : undefined}
            id="content-alert"
            unreachable={t('studio_staff.unreachable')}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('studio_content.dry_run')}
          </button>
        </Form>

        {success ? (
          <section aria-labelledby="content-report-heading" className="studio-content__report">
            <h3 id="content-report-heading">
              {t(
                success.report.dry_run
                  ? 'studio_content.report_heading'
                  : 'studio_content.done_heading',
              )}
            </h3>
            {success.report.dry_run ? null : (
              <p role="status" className="studio-notice">
                {t('studio_content.done')}
              </p>
            )}
            <ReportTable report={success.report} />
            {success.held ? (
              <Form method="post" encType="multipart/form-data" className="studio-form">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="held" value={success.held} />
                <p className="studio-hint" id="content-confirm-hint">
                  {t('studio_content.confirm_hint')}
                </p>
                <button
                  type="submit"
                  className="button"
                  disabled={busy}
                  aria-describedby="content-confirm-hint"
                >
                  {t('studio_content.confirm')}
                </button>
              </Form>
            ) : null}
          </section>
        ) : null}
      </section>
    </section>
  );
}
