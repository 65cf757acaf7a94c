import { useTranslation } from '../../lib/i18n.tsx';
import type { FieldMessages } from './field-messages.tsx';
import { MONTHS, yearsOffered, type PetValues } from './pet-form-values.ts';

type DatePart = 'day' | 'month' | 'year';

/** The birth date as three selects (day, month named in the site language, year). */
export function PetBirthDateField({
  values,
  messages,
  onChange,
}: {
  values: Pick<PetValues, DatePart>;
  messages: FieldMessages;
  onChange: (part: DatePart, value: string) => void;
}) {
  const { t } = useTranslation();
  const options: Record<DatePart, { value: string; label: string }[]> = {
    day: Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
    month: MONTHS.map((month, index) => ({
      value: String(index + 1),
      label: t(`pets.months.${month}`),
    })),
    year: yearsOffered(values.year).map((year) => ({ value: year, label: year })),
  };
  return (
    <fieldset
      className="form-field pet-form__date"
      aria-describedby={messages.describedBy('birth_date')}
    >
      <legend>{t('pets.form.birth_date')}</legend>
      {(['day', 'month', 'year'] as const).map((part) => (
        <label key={part}>
          <span>{t(`pets.form.${part}`)}</span>
          <select name={part} value={values[part]} onChange={(e) => onChange(part, e.target.value)}>
            <option value="">–</option>
            {options[part].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {messages.fieldError('birth_date')}
    </fieldset>
  );
}
