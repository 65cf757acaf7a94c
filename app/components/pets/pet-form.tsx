import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import { birthDateOf, parsePetFields, PET_NAME_MAX } from '../../../core/pets/pet-rules.ts';
import type { UserPet } from '../../../core/pets/user-pet.ts';
import { ApiError, send } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';
import { fieldMessages } from './field-messages.tsx';
import { PetBirthDateField } from './pet-birth-date-field.tsx';
import { ERROR_FIELD, initialValues, type FieldErrors, type PetValues } from './pet-form-values.ts';
import { PetKindFields } from './pet-kind-fields.tsx';
import { PetPictureField } from './pet-picture-field.tsx';
import { useFamilyBreeds } from './use-family-breeds.ts';

/**
 * Pet registration and editing: name, family, breed of that family, birth date (day, month,
 * year), picture under 5 MB with a preview. Saving goes home with "Pet changes saved!";
 * unsaved input asks before leaving.
 */
export function PetForm({
  pet,
  initialBreeds,
}: {
  pet: UserPet | null;
  initialBreeds: BreedListItem[];
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  const start = useMemo(() => initialValues(pet), [pet]);
  const [values, setValues] = useState<PetValues>(start);
  const breeds = useFamilyBreeds(values.idFamily, start.idFamily, initialBreeds);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const messages = fieldMessages(id, errors);

  const dirty =
    picture !== null ||
    (Object.keys(start) as (keyof PetValues)[]).some((key) => values[key] !== start[key]);
  // Not while saving: a successful save goes home on its own.
  useLeaveWarning(dirty && !saving, t('pets.form.leave_warning'));

  const set = (key: keyof PetValues) => (value: string) => {
    setValues((current) => ({
      ...current,
      [key]: value,
      // A breed belongs to one family: choosing another family clears it.
      ...(key === 'idFamily' ? { idBreed: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [ERROR_FIELD[key]]: undefined, form: undefined }));
  };

  function choosePicture(file: File | null, tooLarge: boolean) {
    setPicture(file);
    setErrors((current) => ({
      ...current,
      picture: tooLarge ? [t('pets.image_too_large')] : undefined,
      form: undefined,
    }));
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
    if (picture) body.append('picture', picture, picture.name);
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
          aria-invalid={messages.invalid('name')}
          aria-describedby={messages.describedBy('name')}
          onChange={(e) => set('name')(e.target.value)}
        />
        {messages.fieldError('name')}
      </div>

      <PetKindFields
        id={id}
        idFamily={values.idFamily}
        idBreed={values.idBreed}
        breeds={breeds.list}
        breedsLoading={breeds.loading}
        messages={messages}
        onFamily={set('idFamily')}
        onBreed={set('idBreed')}
      />
      <PetBirthDateField
        values={values}
        messages={messages}
        onChange={(part, value) => set(part)(value)}
      />
      <PetPictureField
        id={id}
        currentPath={pet?.image_path ?? null}
        messages={messages}
        onChoose={choosePicture}
      />

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
