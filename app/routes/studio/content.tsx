import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { ImportReport } from '../../../core/content-pack/index.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioFiles } from '../../../core/site/studio-paths.ts';
import { FormAlert } from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import type { Route } from './+types/content';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
];

/** Content packs (decision 045): export and import the site's content, for admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'content');
  return {
    title: studioTitle(context, 'studio_content.heading'),
    parts: [...context.services.contentPacks.parts],
  };
}

/** The import form's fields besides its file: a check, or the confirmation of a held pack. */
const contentForm = z.object({
  intent: z.enum(['check', 'confirm']).optional(),
  held: z.string().max(64).optional(),
});

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
  // Said before the body is read, with the limit (decision 069); the form's own fields are small.
  const maxBytes = packs.bodyLimit + 64 * 1024;
  const tooLarge = () =>
    failed(packs.tooLargeMessage(), 413, {}, { pack: packs.tooLargeMessage() });
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
  const form = await parseForm(request, contentForm, t, { maxBytes });
  if (!form.ok) return form.answer;
  const dryRun = form.data.intent !== 'confirm';
  let bytes: Uint8Array | null = null;
  if (!dryRun) {
    const token = form.data.held;
    bytes = token ? await held.take(idStaff, token) : null;
    if (bytes === null)
      return failed(t('studio_content.expired'), 410, {}, { pack: t('studio_content.expired') });
  } else {
    const file = form.files.pack;
    if (!file || file.size === 0)
      return failed(t('account.fix_fields'), 422, {}, { pack: t('studio_content.file_required') });
    bytes = new Uint8Array(await file.arrayBuffer());
  }
  // Held before the check, which takes the bytes to another thread; forgotten if refused.
  const token = dryRun ? await held.hold(idStaff, bytes) : null;
  const result = await packs.importChecked(bytes, { dryRun, actor: idStaff });
  if (!result.ok) {
    if (token) await held.drop(idStaff, token);
    return data(
      {
        ok: false as const,
        message: result.message,
        errors: { pack: result.message },
        problems: result.problems,
      },
      { status: result.status },
    );
  }
  return data({ ok: true as const, report: result.report, held: token });
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
                <th scope="row">{t(`studio_content.parts.${name}`)}</th>
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
                <label htmlFor={`content-part-${part}`}>{t(`studio_content.parts.${part}`)}</label>
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
