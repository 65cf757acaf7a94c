import { useEffect, useId, useRef, useState } from 'react';
import { ALT_TEXT_MAX } from '../../../../core/media/library/library-rules.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { ApiError, send } from '../../../lib/api.ts';
import type { LibraryItem } from './media-picker.tsx';
import { StudioDialog } from './studio-dialog.tsx';

/**
 * A picture dropped or pasted into the text (docs/decisions/082): asks for its alt text, which
 * the library requires (decision 036), uploads it through the library's API with its checks, and
 * hands back the stored picture to insert at the caret. Cancel uploads nothing.
 */
export function PastePictureDialog({
  file,
  onClose,
  onUploaded,
}: {
  file: File | null;
  onClose: () => void;
  onUploaded: (picture: LibraryItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <StudioDialog open={file !== null} title={t('studio_editor.paste.title')} onClose={onClose}>
      {file ? (
        <PasteForm
          key={`${file.name}-${file.size}-${file.lastModified}`}
          file={file}
          onUploaded={onUploaded}
          onClose={onClose}
        />
      ) : null}
    </StudioDialog>
  );
}

function PasteForm({
  file,
  onUploaded,
  onClose,
}: {
  file: File;
  onUploaded: (picture: LibraryItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // The form is keyed by its file, so one address per file, freed when it goes.
  const [preview] = useState(() => URL.createObjectURL(file));
  const altId = useId();
  const altRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // After the dialog's showModal (its effect runs after this one), which focuses its first button.
    const frame = requestAnimationFrame(() => altRef.current?.focus());
    return () => {
      cancelAnimationFrame(frame);
      URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const upload = async () => {
    if (!alt.trim()) {
      setError(t('studio_editor.media.alt_required'));
      altRef.current?.focus();
      return;
    }
    const form = new FormData();
    form.append('alt_text', alt);
    form.append('picture', file);
    setBusy(true);
    setError('');
    setMessage(t('studio_editor.media.uploading'));
    try {
      onUploaded(await send<LibraryItem>('POST', '/api/studio/media', form));
    } catch (e) {
      setMessage('');
      if (e instanceof ApiError) setError(e.errors.alt_text?.join(' ') ?? e.message);
      else setError(t('studio_editor.errors.network'));
      altRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    // No <form>: the dialog sits inside the editor's form (Enter is handled on the field).
    <div className="paste-picture" data-testid="paste-picture">
      <p>{t('studio_editor.paste.intro')}</p>
      <img className="media-upload__preview" src={preview} alt="" />
      <div className="studio-field">
        <label htmlFor={altId}>{t('studio_editor.media.alt_label')}</label>
        <input
          id={altId}
          ref={altRef}
          value={alt}
          maxLength={ALT_TEXT_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${altId}-hint${error ? ` ${altId}-error` : ''}`}
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
        {error ? (
          <p id={`${altId}-error`} className="studio-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="paste-picture__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void upload()}>
          {t('studio_editor.paste.insert')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('studio_editor.paste.cancel')}
        </button>
      </div>
      <p role="status">{message}</p>
    </div>
  );
}
