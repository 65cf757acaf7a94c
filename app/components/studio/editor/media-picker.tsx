// Over 300 lines on purpose: the library dialog: search, upload and choose share its state.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { ALT_TEXT_MAX } from '../../../../core/media/library/library-rules.ts';
import { ApiError, getJson, send } from '../../../lib/api.ts';
import { StudioDialog } from './studio-dialog.tsx';

/** A picture of the library as GET /api/studio/media lists it. */
export interface LibraryItem {
  id: number;
  url: string;
  width: number;
  height: number;
  bytes: number;
  alt_text: string;
  /** Every place that shows it (docs/decisions/070): an article, a product, a page, the logo… */
  uses: { kind: string; id: string; id_article: number | null; title: string; fields: string[] }[];
  can_edit: boolean;
  /** Theirs to delete (or anyone's, for an editor) and used nowhere; the API checks again. */
  can_delete: boolean;
}

interface LibraryPage {
  items: LibraryItem[];
  total: number;
  page: number;
  page_size: number;
}

/** The smallest variant, for thumbnails (server/routes/image-variants.ts). */
export const thumbnail = (url: string) => `/img/w/320/webp${url}`;

/**
 * The media library as a dialog: upload a picture (file, drag and drop or paste) with its required
 * alt text, search by alt text, see where each is used, delete an unused one the permission table
 * lets this staff member delete (docs/decisions/070), choose one.
 */
export function MediaPicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (picture: LibraryItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <StudioDialog
      open={open}
      title={t('studio_editor.media.title')}
      onClose={onClose}
      className="studio-dialog--wide"
    >
      <MediaLibrary onChoose={onChoose} />
    </StudioDialog>
  );
}

function MediaLibrary({ onChoose }: { onChoose: (picture: LibraryItem) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [list, setList] = useState<LibraryPage | null>(null);
  const [status, setStatus] = useState('');
  const searchId = useId();

  const load = useCallback(
    async (q: string, page = 1) => {
      try {
        const answer = await getJson<LibraryPage>(
          `/api/studio/media?${new URLSearchParams({ q, page: String(page) })}`,
        );
        setList((previous) =>
          page > 1 && previous
            ? { ...answer, items: [...previous.items, ...answer.items] }
            : answer,
        );
      } catch (error) {
        setStatus(error instanceof Error ? error.message : t('studio_editor.errors.network'));
      }
    },
    [t],
  );
  useEffect(() => {
    const timer = setTimeout(() => void load(query), 250);
    return () => clearTimeout(timer);
  }, [query, load]);

  const place = (use: LibraryItem['uses'][number]) => {
    const kind = t(`studio_editor.media.kinds.${use.kind}`);
    return use.title ? t('studio_editor.media.place', { kind, title: use.title }) : kind;
  };

  const remove = async (item: LibraryItem) => {
    try {
      await send('DELETE', `/api/studio/media/${item.id}`);
      setStatus(t('studio_editor.media.deleted'));
      void load(query);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : t('studio_editor.errors.network'));
    }
  };

  return (
    <div className="media-library">
      <MediaUpload
        onUploaded={(picture) => {
          setStatus(t('studio_editor.media.uploaded'));
          void load(query);
          onChoose(picture);
        }}
      >
        <div className="media-library__search">
          <label htmlFor={searchId}>{t('studio_editor.media.search')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p role="status" className="media-library__status">
          {status}
        </p>
        {list && !list.items.length ? <p>{t('studio_editor.media.empty')}</p> : null}
        <ul className="media-library__grid" data-testid="media-library">
          {list?.items.map((item) => (
            <li key={item.id} className="media-library__item">
              <img src={thumbnail(item.url)} alt="" width={160} height={120} loading="lazy" />
              <p className="media-library__alt">{item.alt_text}</p>
              <p className="media-library__uses">
                {item.uses.length
                  ? t('studio_editor.media.used_in', {
                      count: item.uses.length,
                      titles: item.uses.map(place).join(', '),
                    })
                  : t('studio_editor.media.unused')}
              </p>
              <div className="media-library__actions">
                <button type="button" className="button" onClick={() => onChoose(item)}>
                  {t('studio_editor.media.choose')}
                  <span className="visually-hidden">: {item.alt_text}</span>
                </button>
                {item.can_delete ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void remove(item)}
                  >
                    {t('studio_editor.media.delete')}
                    <span className="visually-hidden">: {item.alt_text}</span>
                  </button>
                ) : null}
              </div>
              {!item.uses.length && !item.can_delete ? (
                <p className="media-library__note">{t('studio_editor.media.not_deletable')}</p>
              ) : null}
            </li>
          ))}
        </ul>
        {list && list.items.length < list.total ? (
          <button type="button" className="button" onClick={() => void load(query, list.page + 1)}>
            {t('studio_editor.media.more')}
          </button>
        ) : null}
      </MediaUpload>
    </div>
  );
}

/** Choose, drop or paste a picture, describe it, upload it (the picker and the media screen). */
export function MediaUpload({
  onUploaded,
  children,
}: {
  onUploaded: (picture: LibraryItem) => void;
  /** The rest of the library: a picture dropped or pasted anywhere on it is taken too. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const fileId = useId();
  const altId = useId();
  const altRef = useRef<HTMLInputElement>(null);

  const take = (chosen: File | null | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setErrors({ picture: [t('studio_editor.media.not_a_picture')] });
      return;
    }
    setErrors({});
    setMessage('');
    setFile(chosen);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return URL.createObjectURL(chosen);
    });
    // The alt text comes next: the upload needs it.
    setTimeout(() => altRef.current?.focus(), 0);
  };

  const upload = async () => {
    const fieldErrors: Record<string, string[]> = {};
    if (!file) fieldErrors.picture = [t('studio_editor.media.picture_missing')];
    if (!alt.trim()) fieldErrors.alt_text = [t('studio_editor.media.alt_required')];
    setErrors(fieldErrors);
    if (!file || !alt.trim()) {
      (fieldErrors.alt_text ? altRef.current : document.getElementById(fileId))?.focus();
      return;
    }
    const form = new FormData();
    form.append('alt_text', alt);
    form.append('picture', file);
    setBusy(true);
    setMessage(t('studio_editor.media.uploading'));
    try {
      const picture = await send<LibraryItem>('POST', '/api/studio/media', form);
      setFile(null);
      setAlt('');
      setPreview(null);
      setMessage('');
      onUploaded(picture);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setMessage(error.message);
      } else setMessage(t('studio_editor.errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={`media-upload__zone${over ? ' media-upload--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files[0]);
      }}
      onPaste={(event) => {
        const pasted = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
        if (pasted) {
          event.preventDefault();
          take(pasted);
        }
      }}
    >
      <section
        className="media-upload"
        aria-label={t('studio_editor.media.upload_heading')}
        data-testid="media-upload"
      >
        <h3>{t('studio_editor.media.upload_heading')}</h3>
        <p className="media-upload__hint">{t('studio_editor.media.upload_hint')}</p>
        <div className="studio-field">
          <label htmlFor={fileId}>{t('studio_editor.media.file')}</label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
            aria-invalid={errors.picture ? true : undefined}
            aria-describedby={errors.picture ? `${fileId}-error` : undefined}
            onChange={(event) => take(event.target.files?.[0])}
          />
          {errors.picture ? (
            <p id={`${fileId}-error`} className="studio-field__error">
              {errors.picture.join(' ')}
            </p>
          ) : null}
        </div>
        {preview ? <img className="media-upload__preview" src={preview} alt="" /> : null}
        <div className="studio-field">
          <label htmlFor={altId}>{t('studio_editor.media.alt_label')}</label>
          <input
            id={altId}
            ref={altRef}
            value={alt}
            maxLength={ALT_TEXT_MAX}
            required
            aria-invalid={errors.alt_text ? true : undefined}
            aria-describedby={`${altId}-hint${errors.alt_text ? ` ${altId}-error` : ''}`}
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void upload();
              }
            }}
          />
          <p id={`${altId}-hint`} className="studio-field__hint">
            {t('studio_editor.media.alt_hint')}
          </p>
          {errors.alt_text ? (
            <p id={`${altId}-error`} className="studio-field__error">
              {errors.alt_text.join(' ')}
            </p>
          ) : null}
        </div>
        <button type="button" className="button" onClick={() => void upload()} disabled={busy}>
          {t('studio_editor.media.upload')}
        </button>
        <p role="status">{message}</p>
      </section>
      {children}
    </div>
  );
}
