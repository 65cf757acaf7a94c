import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link, useActionData, useFetcher, useNavigate } from 'react-router';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import { birthDateOf, parsePetFields, PET_NAME_MAX } from '../../../core/pets/pet-rules.ts';
import type { UserPet } from '../../../core/pets/user-pet.ts';
import { paths } from '../../../core/site/paths.ts';
import type { clientAction } from '../../routes/register-pet.tsx';
import { useKeptBeforeScripts } from '../../lib/kept-before-scripts.ts';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';
import { fieldMessages } from './field-messages.tsx';
import { PetBirthDateField } from './pet-birth-date-field.tsx';
import {
  answerErrors,
  ERROR_FIELD,
  initialValues,
  postedValues,
  type FieldErrors,
  type PetValues,
} from './pet-form-values.ts';
import { PetKindFields } from './pet-kind-fields.tsx';
import { PetPictureField } from './pet-picture-field.tsx';
import { useFamilyBreeds } from './use-family-breeds.ts';

/** The value each input of the form holds, by its name (the picture is not a value). */
const FIELD_OF_INPUT: Partial<Record<string, keyof PetValues>> = {
  name: 'name',
  id_family: 'idFamily',
  id_breed: 'idBreed',
  day: 'day',
  month: 'month',
  year: 'year',
};

/**
 * Pet registration and editing: name, family, breed of that family, birth date (day, month,
 * year), picture under 5 MB with a preview. It posts (multipart) to the page's action
 * (decision 028): without scripts as a plain form, which comes back with its errors or goes
 * home; with them through a fetcher, after the same checks in the browser, and saving goes home
 * with "Pet changes saved!". Unsaved input asks before leaving.
 */
export function PetForm({
  pet,
  initialBreeds,
  afterSave,
}: {
  pet: UserPet | null;
  initialBreeds: BreedListItem[];
  /** Where a saved pet leads: the home (personalised for it), or back to the account. */
  afterSave: 'account' | 'home';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const fetcher = useFetcher<typeof clientAction>();
  // The answer to a form posted before scripts ran: its values and errors are shown again.
  const posted = useActionData<typeof clientAction>();
  const start = useMemo(() => initialValues(pet), [pet]);
  const [values, setValues] = useState<PetValues>(() =>
    posted && !posted.ok ? postedValues(posted.values) : start,
  );
  const breeds = useFamilyBreeds(values.idFamily, start.idFamily, initialBreeds);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(() =>
    posted && !posted.ok ? answerErrors(posted, t('pets.save_failed')) : {},
  );
  const messages = fieldMessages(id, errors);
  const saving = fetcher.state !== 'idle';
  const saved = fetcher.data?.ok === true;

  // The fetcher's answer: its errors shown once, or home once saved.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data && !fetcher.data.ok)
      setErrors(answerErrors(fetcher.data, t('pets.save_failed')));
  }
  const dirty =
    picture !== null ||
    (Object.keys(start) as (keyof PetValues)[]).some((key) => values[key] !== start[key]);
  // Not while saving or once saved: a successful save goes home on its own. Called before the
  // effect that goes home: effects run in order, so the router's blocker already knows it is saved
  // when that effect navigates. After it, the navigation met the blocker of the render before,
  // which still blocked when the router committed "saved" straight after "not saving" (under
  // load): the leave warning, dismissed, and no home (docs/decisions/061-headless-shell.md).
  useLeaveWarning(dirty && !saving && !saved, t('pets.form.leave_warning'));
  useEffect(() => {
    if (!saved) return;
    if (afterSave === 'account')
      void navigate(paths.account({}), { state: { flash: 'pet_saved' } });
    else void navigate('/', { state: { petSaved: true } });
  }, [saved, navigate, afterSave]);

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

  /** The rules of the action, checked here first so a wrong form is not uploaded. */
  function browserErrors(): FieldErrors {
    const birthDate = birthDateOf(values);
    const checked = parsePetFields({
      name: values.name,
      id_family: values.idFamily,
      id_breed: values.idBreed,
      birth_date: birthDate ?? '',
    });
    const found: FieldErrors = checked.ok
      ? {}
      : Object.fromEntries(
          Object.entries(checked.errors).map(([field, keys]) => [field, keys.map((k) => t(k))]),
        );
    if (birthDate === null) found.birth_date = [t('pets.form.birth_date_incomplete')];
    if (errors.picture) found.picture = errors.picture;
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = browserErrors();
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setErrors({});
    void fetcher.submit(event.currentTarget, {
      method: 'post',
      encType: 'multipart/form-data',
    });
  }

  // What was typed or chosen before the scripts started (decision 025), in the form's order.
  const form = useKeptBeforeScripts((name, value) => {
    const key = FIELD_OF_INPUT[name];
    if (key) set(key)(value);
  });

  return (
    <fetcher.Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className="pet-form"
      onSubmit={submit}
      noValidate
      data-testid="pet-form"
    >
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
    </fetcher.Form>
  );
}
