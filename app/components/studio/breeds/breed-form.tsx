// Over 300 lines on purpose: one breed's form: every profile field in the order the form shows them.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Form, useNavigation } from 'react-router';
import { ATTRIBUTE_NAMES, ATTRIBUTE_OPTIONS } from '../../../../core/breeds/attributes.ts';
import type { EditableBreed } from '../../../../core/studio/breeds/read-breed.ts';
import { fieldAttributes, FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';
import { PictureField } from '../picture-field.tsx';
import { SaveNotice } from '../studio-form.tsx';

/** What the breed action answered: saved (a message), or refused with what was typed. */
export type BreedAnswer = Feedback & { values?: Record<string, string> };

/**
 * The breed as the form shows it: the stored breed, or a new one's defaults (whose family is
 * none yet when the site has no family: the schema only accepts a breed with one).
 */
export type BreedFormValues = Omit<
  EditableBreed,
  'id_breed' | 'updated_at' | 'revision' | 'id_family'
> & { id_family: number | null };

export interface BreedChoices {
  families: { id: number; name: string }[];
  products: { id: number; name: string }[];
  breeds: { id: number; name: string; id_family: number }[];
  /** Most rows of each list (core/breeds/breed-rules.ts BREED_LIMITS). */
  limits: { specifics: number; kit: number; related: number };
}

/** Empty rows offered after the filled ones, so a specific or a kit product can be added. */
const SPARE_ROWS = 3;

const idOf = (name: string) => `breed-${name.replace(/[._]/g, '-')}`;

/** Grams when every known weight is under 1 kg (core/breeds/format.ts shows them so). */
export function weightUnitOf(breed: BreedFormValues): 'kg' | 'g' {
  const weights = [breed.measures.male.weight, breed.measures.female.weight]
    .flatMap((r) => [r.minimum, r.maximum])
    .filter((v): v is number => v !== null && v > 0);
  return weights.length && weights.every((v) => v < 1) ? 'g' : 'kg';
}

const number = (value: number | null, unit: 'kg' | 'g' = 'kg') =>
  value === null ? '' : String(unit === 'g' ? Math.round(value * 1e6) / 1e3 : value);

/**
 * Every field of a breed (docs/decisions/042) in one form that works before its
 * scripts arrive: identity, life and measures, the five gauges, specifics, the ten text sections
 * in Markdown, pictures from the media library, the kit and related breeds (ordered rows of
 * selects). Field names are the dotted paths of the API's body, so an error lands at its field.
 * A refused save keeps what was typed; a saved one starts again from the saved breed (keyed by
 * revision).
 */
export function BreedForm({
  breed,
  revision,
  choices,
  answer,
}: {
  breed: BreedFormValues;
  /** Null for a new breed. */
  revision: number | null;
  choices: BreedChoices;
  answer: BreedAnswer | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failure = answer && !answer.ok ? answer : undefined;
  const typed = failure?.values;
  const unit = (typed?.weight_unit as 'kg' | 'g' | undefined) ?? weightUnitOf(breed);
  const value = (name: string, stored: string) => typed?.[name] ?? stored;

  const field = (
    name: string,
    label: string,
    stored: string,
    input?: { hint?: string; area?: number; type?: string; required?: boolean },
  ) => {
    const hintId = input?.hint ? `${idOf(name)}-hint` : undefined;
    const attributes = fieldAttributes(failure, idOf(name), name, hintId);
    return (
      <div key={name} className="studio-field">
        <label htmlFor={idOf(name)}>{label}</label>
        {input?.area ? (
          <textarea rows={input.area} defaultValue={value(name, stored)} {...attributes} />
        ) : (
          <input
            type={input?.type ?? 'text'}
            inputMode={input?.type === 'number' ? 'decimal' : undefined}
            step={input?.type === 'number' ? 'any' : undefined}
            defaultValue={value(name, stored)}
            autoComplete="off"
            required={input?.required}
            {...attributes}
          />
        )}
        {input?.hint ? (
          <p id={hintId} className="studio-hint">
            {input.hint}
          </p>
        ) : null}
        <FieldError answer={failure} id={idOf(name)} field={name} />
      </div>
    );
  };

  const select = (
    name: string,
    label: string,
    stored: string,
    options: { value: string; label: string }[],
    empty?: string,
  ) => (
    <div key={name} className="studio-field">
      <label htmlFor={idOf(name)}>{label}</label>
      <select defaultValue={value(name, stored)} {...fieldAttributes(failure, idOf(name), name)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError answer={failure} id={idOf(name)} field={name} />
    </div>
  );

  const group = (key: string, children: ReactNode) => (
    <fieldset key={key}>
      <legend>{t(`studio_breeds.groups.${key}`)}</legend>
      {children}
    </fieldset>
  );

  const productOptions = choices.products.map((p) => ({ value: String(p.id), label: p.name }));
  const relatedOptions = choices.breeds
    .filter((b) => b.id_family === breed.id_family)
    .map((b) => ({ value: String(b.id), label: b.name }));
  const rows = (count: number, max: number) => Math.min(max, count + SPARE_ROWS);
  const specifics = rows(breed.specifics.length, choices.limits.specifics);
  const kitRows = rows(breed.kit.length, choices.limits.kit);
  const relatedRows = rows(breed.related.length, choices.limits.related);

  return (
    <Form
      method="post"
      className="studio-form studio-settings__form"
      noValidate
      key={revision ?? 'new'}
    >
      <input type="hidden" name="intent" value="save" />
      {revision !== null ? <input type="hidden" name="revision" value={revision} /> : null}
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      {group(
        'identity',
        <>
          {field('name', t('studio_breeds.fields.name'), breed.name, { required: true })}
          {field('slug', t('studio_breeds.fields.slug'), breed.slug, {
            hint: t('studio_breeds.hints.slug'),
          })}
          {field('synonyms', t('studio_breeds.fields.synonyms'), breed.synonyms.join('\n'), {
            area: 3,
            hint: t('studio_breeds.hints.synonyms'),
          })}
          {select(
            'id_family',
            t('studio_breeds.fields.id_family'),
            String(breed.id_family ?? ''),
            choices.families.map((f) => ({ value: String(f.id), label: f.name })),
          )}
          {field('origin', t('breeds.origin'), breed.origin)}
          {field('date_origin', t('breeds.date_origin'), breed.date_origin)}
          {field('race_type', t('breeds.type'), breed.race_type)}
          {field('utilizations', t('breeds.utilizations'), breed.utilizations)}
          {field('abstract', t('studio_breeds.fields.abstract'), breed.abstract, { area: 4 })}
        </>,
      )}
      {group(
        'measures',
        <>
          {field(
            'lifespan.minimum',
            t('studio_breeds.fields.lifespan_min'),
            number(breed.lifespan.minimum),
            { type: 'number' },
          )}
          {field(
            'lifespan.maximum',
            t('studio_breeds.fields.lifespan_max'),
            number(breed.lifespan.maximum),
            { type: 'number' },
          )}
          {select('weight_unit', t('studio_breeds.fields.weight_unit'), unit, [
            { value: 'kg', label: t('breeds.unit.kg') },
            { value: 'g', label: t('breeds.unit.g') },
          ])}
          <p className="studio-hint">{t('studio_breeds.hints.measures')}</p>
          {(['male', 'female'] as const).map((sex) =>
            (['weight', 'height'] as const).map((measure) =>
              (['minimum', 'maximum'] as const).map((bound) =>
                field(
                  `measures.${sex}.${measure}.${bound}`,
                  t(`studio_breeds.fields.${measure}_${bound}`, { sex: t(`breeds.${sex}`) }),
                  number(breed.measures[sex][measure][bound], measure === 'weight' ? unit : 'kg'),
                  { type: 'number' },
                ),
              ),
            ),
          )}
        </>,
      )}
      {group(
        'gauges',
        <>
          <p className="studio-hint">{t('studio_breeds.hints.gauges')}</p>
          {ATTRIBUTE_NAMES.map((name) =>
            select(
              `attributes.${name}`,
              t(`attributes.${name}`),
              breed.attributes[name] ?? '',
              ATTRIBUTE_OPTIONS[name].map((option) => ({
                value: option,
                label: t(`attributes.options.${name}.${option}`),
              })),
            ),
          )}
        </>,
      )}
      {group(
        'specifics',
        Array.from({ length: specifics }, (_, index) => (
          <div key={index} className="studio-pair">
            {field(
              `specifics.${index}.attribute`,
              t('studio_breeds.fields.specific_attribute', { number: index + 1 }),
              breed.specifics[index]?.attribute ?? '',
            )}
            {field(
              `specifics.${index}.value`,
              t('studio_breeds.fields.specific_value', { number: index + 1 }),
              breed.specifics[index]?.value ?? '',
            )}
          </div>
        )),
      )}
      {group(
        'texts',
        <>
          <p className="studio-hint">{t('studio_breeds.hints.texts')}</p>
          {/* Every section, in the profile's reading order (the loader fills each). */}
          {(Object.keys(breed.texts) as (keyof typeof breed.texts)[]).map((section) =>
            field(`texts.${section}`, t(`breeds.sections.${section}`), breed.texts[section] ?? '', {
              area: 6,
            }),
          )}
        </>,
      )}
      {group(
        'pictures',
        <>
          {(['image_url', 'fluid_image_url'] as const).map((name) => (
            <PictureField
              key={name}
              id={idOf(name)}
              field={name}
              label={t(`studio_breeds.fields.${name}`)}
              hintId={`${idOf(name)}-hint`}
              value={value(name, breed[name] ?? '')}
              answer={failure}
              hint={t('studio_breeds.hints.picture')}
            />
          ))}
          {breed.image_url ? (
            <img
              src={breed.image_url}
              alt=""
              width={160}
              height={120}
              className="studio-breed-picture"
            />
          ) : null}
        </>,
      )}
      {group(
        'kit',
        <>
          {select(
            'featured_product',
            t('studio_breeds.fields.featured_product'),
            String(breed.featured_product ?? ''),
            productOptions,
            t('studio_breeds.none'),
          )}
          <p className="studio-hint" id="breed-kit-hint">
            {t('studio_breeds.hints.kit')}
          </p>
          {Array.from({ length: kitRows }, (_, index) =>
            select(
              `kit.${index}`,
              t('studio_breeds.fields.kit_row', { number: index + 1 }),
              String(breed.kit[index] ?? ''),
              productOptions,
              t('studio_breeds.none'),
            ),
          )}
          <FieldError answer={failure} id="breed-kit" field="kit" />
        </>,
      )}
      {group(
        'related',
        <>
          <p className="studio-hint">{t('studio_breeds.hints.related')}</p>
          {Array.from({ length: relatedRows }, (_, index) =>
            select(
              `related.${index}`,
              t('studio_breeds.fields.related_row', { number: index + 1 }),
              String(breed.related[index] ?? ''),
              relatedOptions,
              t('studio_breeds.none'),
            ),
          )}
          <FieldError answer={failure} id="breed-related" field="related" />
        </>,
      )}
      <FormAlert answer={failure} id="breed-alert" unreachable={t('studio_staff.unreachable')} />
      <button type="submit" className="button" disabled={busy}>
        {t(revision === null ? 'studio_breeds.create' : 'studio_breeds.save')}
      </button>
    </Form>
  );
}
