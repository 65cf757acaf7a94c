import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import Check from 'lucide-react/icons/check';
import Link2 from 'lucide-react/icons/link-2';
import Mail from 'lucide-react/icons/mail';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Share2 from 'lucide-react/icons/share-2';
import {
  COMPACT_SHARE_NETWORKS,
  OPENS_APP,
  SHARE_NETWORKS,
  type ShareNetwork,
  SHARE_POPUP,
  shareUrl,
  type Shareable,
} from '../../core/site/share-networks.ts';
import { BRAND_ICON_PATHS } from './share-icons.ts';

/** The "link copied" tooltip hides after this long. */
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

const neverChanges = () => () => {};
const hasNativeShare = () => typeof navigator.share === 'function';

/** The mark of a network: its brand icon, or an envelope for e-mail. */
function NetworkIcon({ network }: { network: ShareNetwork }) {
  if (network === 'email') return <Mail size={18} aria-hidden="true" focusable="false" />;
  if (network === 'sms')
    return <MessageSquareText size={18} aria-hidden="true" focusable="false" />;
  if (network === 'linkedin')
    // simple-icons no longer carries LinkedIn's mark (the brand asked): its initials instead.
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="22" height="22" rx="4" fill="currentColor" />
        <text x="12" y="17" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
          in
        </text>
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={BRAND_ICON_PATHS[network]} fill="currentColor" />
    </svg>
  );
}

export function ShareTools({ item, compact = false }: { item: Shareable; compact?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // The device's own share sheet (phones): known only in the browser, so false while hydrating.
  const canShare = useSyncExternalStore(neverChanges, hasNativeShare, () => false);
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

  const nativeShare = async () => {
    try {
      await navigator.share({ title: item.title, url: item.url });
    } catch {
      // Dismissed by the visitor (AbortError) or refused: nothing to do, the buttons remain.
    }
  };

  const networks = compact ? COMPACT_SHARE_NETWORKS : SHARE_NETWORKS;
  return (
    <div className="share-tools" role="group" aria-label={t('share.heading')}>
      <ul className="share-tools__list">
        {canShare ? (
          <li>
            <button
              type="button"
              className="share-button share-button--native"
              title={t('share.native')}
              onClick={() => void nativeShare()}
            >
              <Share2 size={18} aria-hidden="true" focusable="false" />
              <span className="visually-hidden">{t('share.native')}</span>
            </button>
          </li>
        ) : null}
        {networks.map((network) => {
          const href = shareUrl(network, item);
          const label =
            network === 'email'
              ? t('share.by_email')
              : network === 'sms'
                ? t('share.by_sms')
                : t('share.on', { network: t(`share.networks.${network}`) });
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
                <NetworkIcon network={network} />
                <span className="visually-hidden">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <div className="share-tools__copy">
        <button
          type="button"
          className="button button--ghost share-tools__copy-button"
          onClick={() => void copy()}
        >
          {copied ? (
            <Check size={16} aria-hidden="true" focusable="false" />
          ) : (
            <Link2 size={16} aria-hidden="true" focusable="false" />
          )}
          {t('share.copy_link')}
        </button>
        <span role="status" className="tooltip" hidden={!copied}>
          {copied ? t('share.copied') : ''}
        </span>
      </div>
    </div>
  );
}
