import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ALT_TEXT_MAX, PICTURE_USE_KINDS } from '../../../../core/media/library/library-rules.ts';
import { studioPaths } from '../../../../core/site/studio-paths.ts';
import { ApiError, getJson, send } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { MediaUpload, thumbnail, type LibraryItem } from '../editor/media-picker.tsx';

interface LibraryPage {
  items: LibraryItem[];
  total: number;
  page: number;
  page_size: number;
}

/** The use filter's choices: every picture, used, unused, then each kind of row (decision 081). */
const FILTERS = ['all', 'used', 'unused', ...PICTURE_USE_KINDS] as const;
type Filter = (typeof FILTERS)[number];

/**
 * /studio/media (docs/decisions/081): the library as a screen of its own. Search by alt text or
 * file name, filter by where pictures are used, upload, change the alt text, replace a file at
 * the same address, delete what nothing uses. What each staff member may change is the API's
 * answer (`can_edit`, `can_delete`, decision 070); the API checks again.
 */
export function MediaScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [list, setList] = useState<LibraryPage | null>(null);
  const [status, setStatus] = useState('');
  const searchId = useId();
  const filterId = useId();

  const load = useCallback(
    async (page = 1) => {
      const search = new URLSearchParams({ q: query, page: String(page) });
      if (filter !== 'all') search.set('use', filter);
      try {
        const answer = await getJson<LibraryPage>(`/api/studio/media?${search}`);
        setList((previous) =>
          page > 1 && previous
            ? { ...answer, items: [...previous.items, ...answer.items] }
            : answer,
        );
      } catch (error) {
        setStatus(error instanceof Error ? error.message : t('studio_editor.errors.network'));
      }
    },
    [query, filter, t],
  );
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  const changed = (picture: LibraryItem, message: string) => {
    setList((previous) =>
      previous
        ? { ...previous, items: previous.items.map((i) => (i.id === picture.id ? picture : i)) }
        : previous,
    );
    setStatus(message);
  };

  const remove = async (item: LibraryItem) => {
    try {
      await send('DELETE', `/api/studio/media/${item.id}`);
      setStatus(t('studio_editor.media.deleted'));
      void load();
    } catch (error) {
      setStatus(error instanceof Error ? error.message : t('studio_editor.errors.network'));
    }
  };

  return (
    <section className="studio-page media-screen" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_editor.media.title')}</h1>
      <p className="studio-hint">{t('studio_editor.media.screen_intro')}</p>
      <MediaUpload
        onUploaded={() => {
          setStatus(t('studio_editor.media.uploaded'));
          void load();
        }}
      >
        <div className="studio-filters" role="search">
          <div>
            <label htmlFor={searchId}>{t('studio_editor.media.search_screen')}</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={filterId}>{t('studio_editor.media.filter_label')}</label>
            <select
              id={filterId}
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
            >
              {FILTERS.map((f) => (
                <option key={f} value={f}>
                  {t(`studio_editor.media.filters.${f}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p role="status" className="media-library__status" data-testid="media-status">
          {status}
        </p>
        {list ? (
          <p className="media-screen__count">
            {t('studio_editor.media.found', { count: list.total })}
          </p>
        ) : null}
        {list && !list.items.length ? <p>{t('studio_editor.media.empty')}</p> : null}
        <ul className="media-library__grid media-screen__grid" data-testid="media-screen-list">
          {list?.items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              onChanged={changed}
              onDelete={() => void remove(item)}
            />
          ))}
        </ul>
        {list && list.items.length < list.total ? (
          <button type="button" className="button" onClick={() => void load(list.page + 1)}>
            {t('studio_editor.media.more')}
          </button>
        ) : null}
      </MediaUpload>
    </section>
  );
}

/** One picture: where it is used, its alt text and file to change, delete when unused. */
function MediaCard({
  item,
  onChanged,
  onDelete,
}: {
  item: LibraryItem;
  onChanged: (picture: LibraryItem, message: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState(item.alt_text);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const altId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const name = item.url.split('/').pop() ?? item.url;

  const place = (use: LibraryItem['uses'][number]) => {
    const kind = t(`studio_editor.media.kinds.${use.kind}`);
    return use.title ? t('studio_editor.media.place', { kind, title: use.title }) : kind;
  };

  const act = async (work: () => Promise<LibraryItem>, message: string) => {
    setBusy(true);
    setError('');
    try {
      onChanged(await work(), message);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (Object.values(e.errors)[0]?.join(' ') ?? e.message)
          : t('studio_editor.errors.network'),
      );
    } finally {
      setBusy(false);
    }
  };

  const saveAlt = () =>
    act(
      () => send<LibraryItem>('PATCH', `/api/studio/media/${item.id}`, { alt_text: alt }),
      t('studio_editor.media.alt_saved'),
    );

  const replace = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('picture', file);
    void act(async () => {
      const picture = await send<LibraryItem>('PUT', `/api/studio/media/${item.id}/file`, form);
      if (fileRef.current) fileRef.current.value = '';
      return picture;
    }, t('studio_editor.media.replaced'));
  };

  return (
    <li className="media-library__item" data-testid="media-card" data-id={item.id}>
      {/* The same address after a replacement: the card's own copy is asked for again. */}
      <img
        src={`${thumbnail(item.url)}?v=${item.width}x${item.height}-${item.bytes}`}
        alt=""
        width={160}
        height={120}
        loading="lazy"
      />
      <p className="media-library__alt">{item.alt_text}</p>
      <p className="media-screen__name">
        <code>{name}</code> · {item.width}×{item.height}
      </p>
      <div className="media-screen__uses">
        <p className="media-screen__uses-heading">
          <strong>{t('studio_editor.media.uses_heading')}</strong>
        </p>
        {item.uses.length ? (
          <ul>
            {item.uses.map((use) => (
              <li key={`${use.kind}:${use.id}`}>
                {use.id_article !== null ? (
                  <Link to={studioPaths.studioArticle({ id: use.id_article })}>{place(use)}</Link>
                ) : (
                  place(use)
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('studio_editor.media.unused')}</p>
        )}
      </div>
      {item.can_edit ? (
        <>
          <div className="studio-field">
            <label htmlFor={altId}>{t('studio_editor.media.alt_edit_label')}</label>
            <input
              id={altId}
              value={alt}
              maxLength={ALT_TEXT_MAX}
              required
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void saveAlt();
                }
              }}
            />
          </div>
          <div className="media-library__actions">
            <button
              type="button"
              className="button button--small"
              disabled={busy || alt.trim() === item.alt_text}
              onClick={() => void saveAlt()}
            >
              {t('studio_editor.media.alt_save')}
              <span className="visually-hidden">: {item.alt_text}</span>
            </button>
          </div>
          <div className="studio-field">
            <label htmlFor={fileId}>{t('studio_editor.media.replace_label')}</label>
            <input
              id={fileId}
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
              disabled={busy}
              onChange={(event) => replace(event.target.files?.[0])}
            />
          </div>
        </>
      ) : null}
      {item.can_delete ? (
        <div className="media-library__actions">
          <button type="button" className="button button--secondary" onClick={onDelete}>
            {t('studio_editor.media.delete')}
            <span className="visually-hidden">: {item.alt_text}</span>
          </button>
        </div>
      ) : item.uses.length ? (
        <p className="media-library__note">{t('studio_editor.media.delete_refused_title')}</p>
      ) : (
        <p className="media-library__note">{t('studio_editor.media.not_deletable')}</p>
      )}
      {error ? (
        <p className="studio-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
