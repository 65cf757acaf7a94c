import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import {
  parsePetFields,
  PET_NAME_MAX,
  PET_PICTURE_MAX_BYTES,
  type PetFieldErrors,
} from '../../../core/pets/pet-rules.ts';
import type { UserPet } from '../../../core/pets/user-pet.ts';
import { ApiError, getJson, send } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { useWebsiteInfo } from '../../lib/website.ts';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';

/** Months January to December, named in the site language. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Years offered for a birth date: this year back to 40 years ago. */
const YEAR_SPAN = 40;

type FieldErrors = Partial<Record<keyof PetFieldErrors | 'form', string[]>>;

interface Values {
  name: string;
  idFamily: string;
  idBreed: string;
  day: string;
  month: string;
  year: string;
}

/** The error shown under each input's field. */
const ERROR_FIELD: Record<keyof Values, keyof PetFieldErrors> = {
  name: 'name',
  idFamily: 'id_family',
  idBreed: 'id_breed',
  day: 'birth_date',
  month: 'birth_date',
  year: 'birth_date',
};

function initialValues(pet: UserPet | null): Values {
  const [year = '', month = '', day = ''] = pet?.birth_date?.split('-') ?? [];
  return {
    name: pet?.name ?? '',
    idFamily: pet ? String(pet.family.id_family) : '',
    idBreed: pet?.breed ? String(pet.breed.id_breed) : '',
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year,
  };
}

/** The birth date of the three selects: '' when none is chosen, null when only some are. */
function birthDateOf(values: Values): string | null {
  const { day, month, year } = values;
  if (!day && !month && !year) return '';
  if (!day || !month || !year) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * Pet registration and editing: name, family, breed of that family,
 * birth date (day, month, year), picture under 5 MB with a preview. Saving goes home with
 * "Pet changes saved!"; unsaved input asks before leaving.
 */
export function PetForm({
  pet,
  initialBreeds,
}: {
  pet: UserPet | null;
  initialBreeds: BreedListItem[];
}) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  const start = useMemo(() => initialValues(pet), [pet]);
  const [values, setValues] = useState<Values>(start);
  const [breeds, setBreeds] = useState<{ idFamily: string; list: BreedListItem[] }>({
    idFamily: start.idFamily,
    list: initialBreeds,
  });
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const dirty =
    picture !== null ||
    (Object.keys(start) as (keyof Values)[]).some((key) => values[key] !== start[key]);
  // Not while saving: a successful save goes home on its own.
  useLeaveWarning(dirty && !saving, t('pets.form.leave_warning'));

  // The breeds of the chosen family, fetched when the family changes.
  useEffect(() => {
    if (!values.idFamily || values.idFamily === breeds.idFamily) return;
    const controller = new AbortController();
    getJson<BreedListItem[]>(`/api/breeds/list/${values.idFamily}`, { signal: controller.signal })
      .then((list) => setBreeds({ idFamily: values.idFamily, list }))
      .catch(() => {
        if (!controller.signal.aborted) setBreeds({ idFamily: values.idFamily, list: [] });
      });
    return () => controller.abort();
  }, [values.idFamily, breeds.idFamily]);
  const breedsLoading = values.idFamily !== '' && breeds.idFamily !== values.idFamily;

  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.preview);
  }, [picture]);

  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({
      ...current,
      [key]: value,
      // A breed belongs to one family: choosing another family clears it.
      ...(key === 'idFamily' ? { idBreed: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [ERROR_FIELD[key]]: undefined, form: undefined }));
  };

  function choosePicture(file: File | undefined) {
    setErrors((current) => ({ ...current, picture: undefined, form: undefined }));
    if (!file) {
      setPicture(null);
      return;
    }
    // Checked before uploading: 5 MB or more is refused with "Image size must be lower than 5MB".
    if (file.size >= PET_PICTURE_MAX_BYTES) {
      setPicture(null);
      if (fileInput.current) fileInput.current.value = '';
      setErrors((current) => ({ ...current, picture: [t('pets.image_too_large')] }));
      return;
    }
    setPicture({ file, preview: URL.createObjectURL(file) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const birthDate = birthDateOf(values);
    const fields = {
      name: values.name,
      id_family: values.idFamily,
      id_breed: values.idBreed,
      birth_date: birthDate ?? '',
    };
    const checked = parsePetFields(fields);
    const found: FieldErrors = checked.ok
      ? {}
      : Object.fromEntries(
          Object.entries(checked.errors).map(([field, keys]) => [field, keys.map((k) => t(k))]),
        );
    if (birthDate === null) found.birth_date = [t('pets.form.birth_date_incomplete')];
    if (errors.picture) found.picture = errors.picture;
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (picture) body.append('picture', picture.file, picture.file.name);
    setSaving(true);
    setErrors({});
    try {
      await send<UserPet>(
        'POST',
        pet ? `/api/auth/me/pet/${pet.id_user_pet}` : '/api/auth/me/pets',
        body,
      );
      navigate('/', { state: { petSaved: true } });
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 401) {
        // The session ended elsewhere: logged out and sent to sign in.
        session.markLoggedOut();
        navigate('/login');
        return;
      }
      setErrors({
        ...(error instanceof ApiError ? error.errors : {}),
        form: [t('pets.save_failed')],
      });
    }
  }

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEAR_SPAN + 1 }, (_, i) => String(thisYear - i));
  if (values.year && !years.includes(values.year)) years.push(values.year);
  const fieldError = (field: keyof FieldErrors) =>
    errors[field]?.length ? (
      <p className="form-field__error" id={`${id}-${field}-error`} role="alert">
        {errors[field]![0]}
      </p>
    ) : null;
  const describedBy = (field: keyof FieldErrors, extra?: string) =>
    [errors[field]?.length ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form className="pet-form" onSubmit={submit} noValidate data-testid="pet-form">
      {errors.form?.length ? (
        <p className="pet-form__message pet-form__message--error" role="alert">
          {errors.form[0]}
        </p>
      ) : null}

      <div className="form-field">
        <label htmlFor={`${id}-name`}>{t('pets.form.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          value={values.name}
          maxLength={PET_NAME_MAX}
          required
          autoComplete="off"
          aria-invalid={errors.name?.length ? true : undefined}
          aria-describedby={describedBy('name')}
          onChange={(e) => set('name')(e.target.value)}
        />
        {fieldError('name')}
      </div>

      <div className="form-field">
        <label htmlFor={`${id}-family`}>{t('pets.form.family')}</label>
        <select
          id={`${id}-family`}
          name="id_family"
          value={values.idFamily}
          required
          aria-invalid={errors.id_family?.length ? true : undefined}
          aria-describedby={describedBy('id_family')}
          onChange={(e) => set('idFamily')(e.target.value)}
        >
          <option value="">{t('pets.form.family_placeholder')}</option>
          {info.families.map((family) => (
            <option key={family.id_family} value={family.id_family}>
              {family.name}
            </option>
          ))}
        </select>
        {fieldError('id_family')}
      </div>

      <div className="form-field">
        <label htmlFor={`${id}-breed`}>{t('pets.form.breed')}</label>
        <select
          id={`${id}-breed`}
          name="id_breed"
          value={values.idBreed}
          disabled={!values.idFamily || breedsLoading}
          aria-busy={breedsLoading || undefined}
          aria-invalid={errors.id_breed?.length ? true : undefined}
          aria-describedby={describedBy('id_breed')}
          onChange={(e) => set('idBreed')(e.target.value)}
        >
          <option value="">
            {breedsLoading ? t('pets.form.breed_loading') : t('pets.form.breed_placeholder')}
          </option>
          {breedsLoading
            ? null
            : breeds.list.map((breed) => (
                <option key={breed.id_breed} value={breed.id_breed}>
                  {breed.name}
                </option>
              ))}
        </select>
        {fieldError('id_breed')}
      </div>

      <fieldset className="form-field pet-form__date" aria-describedby={describedBy('birth_date')}>
        <legend>{t('pets.form.birth_date')}</legend>
        <label>
          <span>{t('pets.form.day')}</span>
          <select name="day" value={values.day} onChange={(e) => set('day')(e.target.value)}>
            <option value="">–</option>
            {Array.from({ length: 31 }, (_, i) => String(i + 1)).map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('pets.form.month')}</span>
          <select name="month" value={values.month} onChange={(e) => set('month')(e.target.value)}>
            <option value="">–</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {t(`pets.months.${month}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('pets.form.year')}</span>
          <select name="year" value={values.year} onChange={(e) => set('year')(e.target.value)}>
            <option value="">–</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        {fieldError('birth_date')}
      </fieldset>

      <div className="form-field pet-form__picture">
        <label htmlFor={`${id}-picture`}>{t('pets.form.picture')}</label>
        <input
          ref={fileInput}
          id={`${id}-picture`}
          name="picture"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-invalid={errors.picture?.length ? true : undefined}
          aria-describedby={describedBy('picture', `${id}-picture-hint`)}
          onChange={(e) => choosePicture(e.target.files?.[0])}
        />
        <p className="form-field__hint" id={`${id}-picture-hint`}>
          {t('pets.form.picture_hint')}
        </p>
        {fieldError('picture')}
        {picture ? (
          <img
            className="pet-form__preview"
            src={picture.preview}
            alt={t('pets.form.preview')}
            width="160"
            height="160"
            data-testid="pet-picture-preview"
          />
        ) : pet?.image_path ? (
          <img
            className="pet-form__preview"
            src={pet.image_path}
            alt={t('pets.form.picture_current')}
            width="160"
            height="160"
          />
        ) : null}
      </div>

      <div className="pet-form__actions">
        <button type="submit" className="button" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('pets.form.saving') : t('pets.form.save')}
        </button>
        <Link to="/" className="pet-form__skip">
          {t('pets.form.skip')}
        </Link>
      </div>
    </form>
  );
}
