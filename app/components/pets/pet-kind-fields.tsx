import { useTranslation } from 'react-i18next';
import type { BreedListItem } from '../../../core/breeds/list-breeds.ts';
import { useWebsiteInfo } from '../../lib/website.ts';
import type { FieldMessages } from './field-messages.tsx';

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
      <div className="form-field">
        <label htmlFor={`${id}-family`}>{t('pets.form.family')}</label>
        <select
          id={`${id}-family`}
          name="id_family"
          value={idFamily}
          required
          aria-invalid={messages.invalid('id_family')}
          aria-describedby={messages.describedBy('id_family')}
          onChange={(e) => onFamily(e.target.value)}
        >
          <option value="">{t('pets.form.family_placeholder')}</option>
          {families.map((family) => (
            <option key={family.id_family} value={family.id_family}>
              {family.name}
            </option>
          ))}
        </select>
        {messages.fieldError('id_family')}
      </div>

      <div className="form-field">
        <label htmlFor={`${id}-breed`}>{t('pets.form.breed')}</label>
        <select
          id={`${id}-breed`}
          name="id_breed"
          value={idBreed}
          disabled={!idFamily || breedsLoading}
          aria-busy={breedsLoading || undefined}
          aria-invalid={messages.invalid('id_breed')}
          aria-describedby={messages.describedBy('id_breed')}
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
        </select>
        {messages.fieldError('id_breed')}
      </div>
    </>
  );
}
