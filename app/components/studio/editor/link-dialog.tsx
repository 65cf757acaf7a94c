import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { getJson } from '../../../lib/api.ts';
import { StudioDialog } from './studio-dialog.tsx';

/** A page the link search found (GET /api/studio/link-targets, docs/decisions/083). */
export interface LinkTargetItem {
  kind: 'article' | 'breed' | 'page' | 'infographic';
  title: string;
  /** Built by the site's page table: never put together here. */
  path: string;
}

/** An address typed by hand: a path of this site, or an http(s) address. */
export function typedAddress(value: string): string | null {
  const url = value.trim();
  if (/^\/(?!\/)\S*$/.test(url)) return url;
  if (/^https?:\/\/[^\s/]+\S*$/i.test(url)) return url;
  return null;
}

/**
 * The link button's dialog: search the site's pages by title and choose one, or type an address.
 * `onChoose` gets the address and, for a page found, its title (the link's text when none is
 * selected).
 */
export function LinkDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (url: string, title: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <StudioDialog open={open} title={t('studio_editor.links.title')} onClose={onClose}>
      <LinkSearch onChoose={onChoose} />
    </StudioDialog>
  );
}

function LinkSearch({ onChoose }: { onChoose: (url: string, title: string | null) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<LinkTargetItem[] | null>(null);
  const [error, setError] = useState('');
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState('');
  const searchId = useId();
  const urlId = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // After the dialog's showModal (its effect runs after this one), which focuses its first button.
    const frame = requestAnimationFrame(() => searchRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (!query.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<{ items: LinkTargetItem[] }>(
        `/api/studio/link-targets?${new URLSearchParams({ q: query })}`,
        { signal: controller.signal },
      )
        .then((answer) => {
          setFound(answer.items);
          setError('');
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted)
            setError(e instanceof Error ? e.message : t('studio_editor.errors.network'));
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);

  // Nothing typed: nothing listed (an older answer is not shown).
  const shown = query.trim() ? found : null;

  const chooseTyped = () => {
    const address = typedAddress(url);
    if (!address) {
      setUrlError(t('studio_editor.links.url_invalid'));
      return;
    }
    onChoose(address, null);
  };

  return (
    <div className="link-dialog">
      <div className="studio-field">
        <label htmlFor={searchId}>{t('studio_editor.links.search')}</label>
        <input
          id={searchId}
          ref={searchRef}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search never submits the editor's form around the dialog.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      <p role="status">
        {error ||
          (shown
            ? shown.length
              ? t('studio_editor.links.found', { count: shown.length })
              : t('studio_editor.links.none')
            : '')}
      </p>
      <ul
        className="link-dialog__list"
        aria-label={t('studio_editor.links.results')}
        data-testid="link-results"
      >
        {shown?.map((target) => (
          <li key={`${target.kind}:${target.path}`} className="link-dialog__item">
            <button
              type="button"
              className="link-dialog__choose"
              onClick={() => onChoose(target.path, target.title)}
            >
              <span className="link-dialog__kind">
                {t(`studio_editor.links.kinds.${target.kind}`)}
              </span>{' '}
              <span className="link-dialog__title">{target.title}</span>{' '}
              <span className="link-dialog__path">{target.path}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* No <form>: the dialog may sit inside the editor's form (Enter is handled below). */}
      <div className="link-dialog__typed">
        <div className="studio-field">
          <label htmlFor={urlId}>{t('studio_editor.links.url_label')}</label>
          <input
            id={urlId}
            type="text"
            inputMode="url"
            value={url}
            placeholder="https://"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={`${urlId}-hint${urlError ? ` ${urlId}-error` : ''}`}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlError('');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                chooseTyped();
              }
            }}
          />
          <p id={`${urlId}-hint`} className="studio-field__hint">
            {t('studio_editor.links.url_hint')}
          </p>
          {urlError ? (
            <p id={`${urlId}-error`} className="studio-field__error">
              {urlError}
            </p>
          ) : null}
        </div>
        <button type="button" className="button" onClick={chooseTyped}>
          {t('studio_editor.links.insert_url')}
        </button>
      </div>
    </div>
  );
}
