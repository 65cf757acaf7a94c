import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPENS_APP,
  SHARE_NETWORKS,
  SHARE_POPUP,
  shareUrl,
  type Shareable,
} from '../../core/site/share-networks.ts';

/** Clipboard tooltip time (spec section 9). */
export const COPY_TOOLTIP_MS = 2500;

// One popup at a time across every share bar of the page: a new one closes the previous one.
let openPopup: Window | null = null;
let watcher: ReturnType<typeof setInterval> | undefined;

function openSharePopup(url: string) {
  if (openPopup && !openPopup.closed) openPopup.close();
  clearInterval(watcher);
  const left = Math.max(0, (window.screen.width - SHARE_POPUP.width) / 2);
  const top = Math.max(0, (window.screen.height - SHARE_POPUP.height) / 2);
  openPopup = window.open(
    url,
    'pawpedia-share',
    `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener=no`,
  );
  // Forget the popup once the visitor closes it.
  watcher = setInterval(() => {
    if (!openPopup || openPopup.closed) {
      openPopup = null;
      clearInterval(watcher);
    }
  }, SHARE_POPUP.closeCheckMs);
}

export function ShareTools({ item, compact = false }: { item: Shareable; compact?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.url);
    } catch {
      // Clipboard refused (permissions, old browser): select-and-copy fallback.
      const field = document.createElement('textarea');
      field.value = item.url;
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS);
  };

  const networks = compact ? SHARE_NETWORKS.filter((n) => ['facebook', 'twitter', 'whatsapp', 'email', 'pinterest'].includes(n)) : SHARE_NETWORKS;
  return (
    <div className="share-tools" role="group" aria-label={t('share.heading')}>
      <ul className="share-tools__list">
        {networks.map((network) => {
          const href = shareUrl(network, item);
          const label = t('share.on', { network: t(`share.networks.${network}`) });
          return (
            <li key={network}>
              <a
                href={href}
                className={`share-button share-button--${network}`}
                title={label}
                target={OPENS_APP.has(network) ? undefined : '_blank'}
                rel="noopener noreferrer nofollow"
                data-network={network}
                onClick={(event) => {
                  if (OPENS_APP.has(network)) return;
                  event.preventDefault();
                  openSharePopup(href);
                }}
              >
                <span aria-hidden="true">{t(`share.networks.${network}`).slice(0, 2)}</span>
                <span className="visually-hidden">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <div className="share-tools__copy">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('share.copy_link')}
        </button>
        <span role="status" className="tooltip" hidden={!copied}>
          {copied ? t('share.copied') : ''}
        </span>
      </div>
    </div>
  );
}
