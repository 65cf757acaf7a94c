import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { fieldAttributes, FieldError, type Feedback } from '../form-feedback.tsx';
import { MediaPicker } from './editor/media-picker.tsx';

/**
 * A picture of the site (catalogue, breeds, families, infographics): its address as a text field (the form works before the scripts
 * arrive), and with them a button that opens the studio's media library to choose one.
 */
export function PictureField({
  id,
  field,
  label,
  hintId,
  value,
  answer,
  hint,
}: {
  id: string;
  field: string;
  label: string;
  hintId: string;
  value: string;
  answer: Feedback | undefined;
  /** What the field takes; the catalogue's wording when left out. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(value);
  const [open, setOpen] = useState(false);
  return (
    <div className="studio-field studio-picture-field">
      <label htmlFor={id}>{label}</label>
      <div className="studio-picture-field__row">
        {url.startsWith('/') ? (
          <img src={`/img/w/320/webp${url}`} alt="" width={80} height={60} loading="lazy" />
        ) : null}
        <input
          type="text"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          autoComplete="off"
          {...fieldAttributes(answer, id, field, hintId)}
        />
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => setOpen(true)}
        >
          {t('studio_products.choose_picture')}
          <span className="visually-hidden"> ({label})</span>
        </button>
      </div>
      <p id={hintId} className="studio-hint">
        {hint ?? t('studio_products.hints.picture')}
      </p>
      <FieldError answer={answer} id={id} field={field} />
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        onChoose={(picture) => {
          setUrl(picture.url);
          setOpen(false);
        }}
      />
    </div>
  );
}
