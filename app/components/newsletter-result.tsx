import { useTranslation } from '../lib/i18n.tsx';
import { Link } from 'react-router';

/** The page a newsletter e-mail link leads to: what happened, or why it did not, and a way home. */
export function NewsletterResult(props: {
  ok: boolean;
  heading: string;
  text: string;
  failHeading: string;
  failText: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="page newsletter-result">
      <h1>{props.ok ? props.heading : props.failHeading}</h1>
      {props.ok ? <p role="status">{props.text}</p> : <p role="alert">{props.failText}</p>}
      <p>
        <Link to="/" className="button">
          {t('newsletter.back_home')}
        </Link>
      </p>
    </div>
  );
}
