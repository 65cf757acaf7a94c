import { useTranslation } from '../../lib/i18n.tsx';
import { Form, useNavigation } from 'react-router';
import type { Feedback } from '../form-feedback.tsx';
import { OneTimeCodeField } from './one-time-code-field.tsx';
import { ErrorSummary } from './studio-form.tsx';

/** Groups of four characters, easier to read and type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The two steps of setting up an authenticator app (decisions 034 and 040): scan the QR code or
 * type the key, then confirm with a code from the app; below them, a way out (start again with
 * another account at sign-in, give up a replacement on the profile). The form posts to the
 * screen's own action with `intent=confirm`, or the way out's intent.
 */
export function AuthenticatorSteps({
  idPrefix,
  enrolment,
  answer,
  texts,
  wayOut,
}: {
  /** Prefix of the elements' ids: `<prefix>-secret`, `<prefix>-error`, `<prefix>-code`. */
  idPrefix: string;
  enrolment: { qrSvg: string; secret: string };
  answer: (Feedback & { unreachable?: true }) | undefined;
  texts: { confirm: string; codeLabel: string; submit: string };
  wayOut: { intent: string; label: string };
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const codeId = `${idPrefix}-code`;
  return (
    <>
      <ol className="studio-steps">
        <li>
          <p>{t('studio_shell.enrol_scan')}</p>
          <div
            className="studio-qr"
            role="img"
            aria-label={t('studio_shell.enrol_qr_label')}
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p>{t('studio_shell.enrol_type')}</p>
          <p className="studio-secret" id={`${idPrefix}-secret`} data-secret={enrolment.secret}>
            {grouped(enrolment.secret)}
          </p>
        </li>
        <li>
          <p>{texts.confirm}</p>
          <ErrorSummary
            answer={answer}
            id={`${idPrefix}-error`}
            labels={{ code: { label: texts.codeLabel, id: codeId } }}
            unreachable={t('studio_shell.unreachable')}
          />
          <Form method="post" className="studio-form" aria-busy={sending}>
            <input type="hidden" name="intent" value="confirm" />
            <OneTimeCodeField answer={answer} id={codeId} label={texts.codeLabel} />
            <button type="submit" className="button" disabled={sending}>
              {texts.submit}
            </button>
          </Form>
        </li>
      </ol>
      <Form method="post" className="studio-actions">
        <input type="hidden" name="intent" value={wayOut.intent} />
        <button type="submit" className="button button--ghost button--small">
          {wayOut.label}
        </button>
      </Form>
    </>
  );
}
