import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { PET_PICTURE_MAX_BYTES } from '../../../core/pets/pet-rules.ts';
import type { FieldMessages } from './field-messages.tsx';

/**
 * The picture input, its hint and error, and a preview of the new picture or the current one.
 * A file of 5 MB or more is refused before uploading ("Image size must be lower than 5MB"): the
 * input is emptied and `onChoose` gets no file and `tooLarge`.
 */
export function PetPictureField({
  id,
  currentPath,
  messages,
  onChoose,
}: {
  id: string;
  currentPath: string | null;
  messages: FieldMessages;
  onChoose: (file: File | null, tooLarge: boolean) => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    const tooLarge = file !== undefined && file.size >= PET_PICTURE_MAX_BYTES;
    if (tooLarge) input.value = '';
    setPreview(file && !tooLarge ? URL.createObjectURL(file) : null);
    onChoose(file && !tooLarge ? file : null, tooLarge);
  }

  const shown = preview
    ? { src: preview, alt: t('pets.form.preview'), testId: 'pet-picture-preview' }
    : currentPath
      ? { src: currentPath, alt: t('pets.form.picture_current'), testId: undefined }
      : null;
  return (
    <div className="form-field pet-form__picture">
      <label htmlFor={`${id}-picture`}>{t('pets.form.picture')}</label>
      <input
        id={`${id}-picture`}
        name="picture"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-invalid={messages.invalid('picture')}
        aria-describedby={messages.describedBy('picture', `${id}-picture-hint`)}
        onChange={(e) => choose(e.target)}
      />
      <p className="form-field__hint" id={`${id}-picture-hint`}>
        {t('pets.form.picture_hint')}
      </p>
      {messages.fieldError('picture')}
      {shown ? (
        <img
          className="pet-form__preview"
          src={shown.src}
          alt={shown.alt}
          width="160"
          height="160"
          data-testid={shown.testId}
        />
      ) : null}
    </div>
  );
}
