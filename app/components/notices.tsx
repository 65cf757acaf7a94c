import { useState } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { STORAGE_PREFIX, useStoredFlag } from '../lib/storage.ts';
import { useWebsiteInfo } from '../lib/website.tsx';

/** Cookie and COVID-19 notices, each shown until dismissed once (remembered). */
export function Notices() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const [cookieAccepted, acceptCookies] = useStoredFlag('cookieAccepted');
  const [covidAccepted, acceptCovid] = useStoredFlag('covid19WarningAccepted');
  return (
    <div className="notices">
      {info.website.covid_notice === 1 && covidAccepted === false ? (
        <Notice
          kind="covid"
          label="COVID-19"
          text={t('notices.covid_text')}
          accept={t('notices.covid_accept')}
          onAccept={acceptCovid}
        />
      ) : null}
      {cookieAccepted === false ? (
        <Notice
          kind="cookie"
          label="Cookies"
          text={info.website.cookie_text ?? t('notices.cookie_text')}
          accept={t('notices.cookie_accept')}
          onAccept={acceptCookies}
        />
      ) : null}
    </div>
  );
}

/**
 * The notification banner: cycles through its messages with wrap-around; closing it marks it
 * closed and remembers that.
 */
/** Run in <head> before the body is painted: marks <html> when the banner was closed before. */
export const BANNER_CLOSED_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(
  `${STORAGE_PREFIX}notificationBannerClosed`,
)})==='1')document.documentElement.dataset.bannerClosed='1'}catch(e){}`;

export function NotificationBanner() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const [closed, close] = useStoredFlag('notificationBannerClosed');
  // The studio's Notices; none showing, no banner.
  const messages = info.notices;
  const [index, setIndex] = useState(0);
  // Rendered on the server too, so it never pushes the page down once it is showing (no layout
  // shift); for a visitor who closed it, BANNER_CLOSED_SCRIPT hides it before the first paint.
  if (closed === true || !messages.length) return null;
  const message = messages[index % messages.length]!;
  const step = (by: number) => setIndex((i) => (i + by + messages.length) % messages.length);
  return (
    <aside
      className="notification-banner"
      aria-label={t('notices.banner_label')}
      data-index={index}
    >
      {messages.length > 1 ? (
        <button
          type="button"
          className="notification-banner__step"
          aria-label={t('notices.banner_previous')}
          onClick={() => step(-1)}
        >
          ‹
        </button>
      ) : null}
      <p aria-live="polite">
        {message.text}
        {message.link ? (
          <>
            {' '}
            {/* Another site (the store) opens in a new tab; a page of this one does not. */}
            <a
              href={message.link.href}
              {...(message.link.href.startsWith('/')
                ? {}
                : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {message.link.label}
            </a>
          </>
        ) : null}
      </p>
      {messages.length > 1 ? (
        <button
          type="button"
          className="notification-banner__step"
          aria-label={t('notices.banner_next')}
          onClick={() => step(1)}
        >
          ›
        </button>
      ) : null}
      <button
        type="button"
        className="notification-banner__close"
        aria-label={t('notices.banner_close')}
        onClick={close}
      >
        ×
      </button>
    </aside>
  );
}

/** A notice the visitor accepts once: its text and the button that puts it away. */
function Notice(props: {
  kind: string;
  label: string;
  text: string;
  accept: string;
  onAccept: () => void;
}) {
  return (
    <div className={`notice notice--${props.kind}`} role="region" aria-label={props.label}>
      <p>{props.text}</p>
      <button type="button" className="button" onClick={props.onAccept}>
        {props.accept}
      </button>
    </div>
  );
}
