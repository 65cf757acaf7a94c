import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import { useWebsiteInfo } from '../../lib/website.tsx';
import type { FieldMessages } from './field-messages.tsx';

/** A labelled select of the pet form, tied to its field's error. */
function SelectField({
  id,
  field,
  label,
  messages,
  children,
  ...select
}: {
  id: string;
  field: 'id_family' | 'id_breed';
  label: string;
  messages: FieldMessages;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field}
        aria-invalid={messages.invalid(field)}
        aria-describedby={messages.describedBy(field)}
        {...select}
      >
        {children}
      </select>
      {messages.fieldError(field)}
    </div>
  );
}

/** The family select, then the breed select listing that family's breeds. */
export function PetKindFields({
  id,
  idFamily,
  idBreed,
  breeds,
  breedsLoading,
  messages,
  onFamily,
  onBreed,
}: {
  id: string;
  idFamily: string;
  idBreed: string;
  breeds: BreedListItem[];
  breedsLoading: boolean;
  messages: FieldMessages;
  onFamily: (value: string) => void;
  onBreed: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { families } = useWebsiteInfo();
  return (
    <>
      <SelectField
        id={`${id}-family`}
        field="id_family"
        label={t('pets.form.family')}
        messages={messages}
        value={idFamily}
        required
        onChange={(e) => onFamily(e.target.value)}
      >
        <option value="">{t('pets.form.family_placeholder')}</option>
        {families.map((family) => (
          <option key={family.id_family} value={family.id_family}>
            {family.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-breed`}
        field="id_breed"
        label={t('pets.form.breed')}
        messages={messages}
        value={idBreed}
        disabled={!idFamily || breedsLoading}
        aria-busy={breedsLoading || undefined}
        onChange={(e) => onBreed(e.target.value)}
      >
        <option value="">
          {breedsLoading ? t('pets.form.breed_loading') : t('pets.form.breed_placeholder')}
        </option>
        {breedsLoading
          ? null
          : breeds.map((breed) => (
              <option key={breed.id_breed} value={breed.id_breed}>
                {breed.name}
              </option>
            ))}
      </SelectField>
    </>
  );
}
