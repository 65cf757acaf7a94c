import { useTranslation } from '../../lib/i18n.tsx';
import { StudioTable } from './studio-table.tsx';

/** An entry of the audit log as the screen shows it. */
export interface AuditLine {
  id: number;
  when: { iso: string; text: string };
  /** Null: the command line or the first setup. */
  who: string | null;
  action: string;
  subject: string;
  details: Record<string, unknown>;
}

const show = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 1);

/** A value of before/after, or of the details: a small definition list of an object's fields. */
function Value({ value }: { value: unknown }) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return (
      <dl className="studio-audit__fields">
        {Object.entries(value).map(([key, inner]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{show(inner)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <>{show(value)}</>;
}

/** Who did what, when, to what, with before and after (or the entry's other details). */
export function AuditTable({ entries }: { entries: AuditLine[] }) {
  const { t } = useTranslation();
  return (
    <StudioTable
      caption={t('studio_staff.audit_caption')}
      cards={{ id: 'audit-caption' }}
      className="studio-audit__table"
      columns={[
        t('studio_staff.col_when'),
        t('studio_staff.col_who'),
        t('studio_staff.col_what'),
        t('studio_staff.col_subject'),
        t('studio_staff.col_before'),
        t('studio_staff.col_after'),
      ]}
      rows={entries}
      row={(entry) => {
        const { before, after, ...rest } = entry.details;
        const hasChange = before !== undefined || after !== undefined;
        return (
          <tr key={entry.id}>
            <th scope="row">
              <time dateTime={entry.when.iso}>{entry.when.text}</time>
            </th>
            <td data-label={t('studio_staff.col_who')}>{entry.who ?? t('studio_staff.system')}</td>
            <td data-label={t('studio_staff.col_what')}>
              <code>{entry.action}</code>
            </td>
            <td data-label={t('studio_staff.col_subject')}>{entry.subject}</td>
            {hasChange ? (
              <>
                <td data-label={t('studio_staff.col_before')}>
                  <Value value={before} />
                </td>
                <td data-label={t('studio_staff.col_after')}>
                  <Value value={after} />
                </td>
              </>
            ) : (
              // No before and after (an invitation, an enrolment): what the entry records.
              <td colSpan={2} data-label={t('studio_staff.col_details')}>
                <Value value={rest} />
              </td>
            )}
          </tr>
        );
      }}
    />
  );
}
