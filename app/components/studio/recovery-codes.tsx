import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';

const neverChanges = () => () => {};
const canCopy = () => typeof navigator.clipboard?.writeText === 'function';

/**
 * The ten recovery codes, shown once (decision 034): to copy, download or write down, then on
 * to `next`. Drawn after enrolment and after one's own new codes or authenticator (decision 040).
 */
export function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  // Copying needs scripts; before they arrive the download and the list itself still work.
  const scripts = useSyncExternalStore(neverChanges, canCopy, () => false);
  const [copied, setCopied] = useState(false);
  // The form is gone: the focus goes to what replaced it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading" tabIndex={-1} ref={heading}>
        {t('studio_shell.codes_heading')}
      </h1>
      <p>{t('studio_shell.codes_intro')}</p>
      <ol className="studio-codes" aria-label={t('studio_shell.codes_heading')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="studio-actions">
        {scripts ? (
          <button type="button" className="button button--ghost" onClick={() => void copy()}>
            {t('studio_shell.codes_copy')}
          </button>
        ) : null}
        <a
          className="button button--ghost"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="pawpedia-studio-recovery-codes.txt"
        >
          {t('studio_shell.codes_download')}
        </a>
        <p role="status" className="studio-hint">
          {copied ? t('studio_shell.codes_copied') : ''}
        </p>
      </div>
      <p>
        <Link className="button" to={next}>
          {t('studio_shell.codes_continue')}
        </Link>
      </p>
    </section>
  );
}
