// Over 300 lines on purpose: the article form's fields, each small, in the order the form shows them.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { ArticleFields, AuthorOption, Named } from './article-api.ts';

/** Search results show about this many characters (core/studio/articles/content-checks.ts). */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MIN = 50;
export const SEO_DESCRIPTION_MAX = 160;

type Change = (update: Partial<ArticleFields>) => void;

/** A labelled text field, with its hint, its error and, if asked, a length counter. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  multiline,
  counter,
  name,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  multiline?: boolean;
  counter?: { min?: number; max: number };
  name: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const over =
    counter &&
    (value.length > counter.max ||
      (counter.min !== undefined && value.length > 0 && value.length < counter.min));
  const describedBy = [
    hint ? `${id}-hint` : '',
    counter ? `${id}-count` : '',
    error ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="studio-field__hint">
          {hint}
        </p>
      ) : null}
      {counter ? (
        <p id={`${id}-count`} className="studio-field__count" data-over={over ? 'true' : 'false'}>
          {counter.min !== undefined
            ? t('studio_editor.fields.count_range', {
                count: value.length,
                min: counter.min,
                max: counter.max,
              })
            : t('studio_editor.fields.count_max', { count: value.length, max: counter.max })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="studio-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="studio-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p id={`${id}-hint`} className="studio-field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A picture field: its address, a thumbnail, "choose from the library" and "remove". */
function PictureField({
  label,
  value,
  onChange,
  onChoose,
  hint,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onChoose: () => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <div className="studio-picture-field">
        {value ? <img src={value} alt="" /> : null}
        <input
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value.trim() || null)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <button type="button" className="button button--small" onClick={onChoose}>
          {t('studio_editor.fields.choose_picture')}
          <span className="visually-hidden">: {label}</span>
        </button>
        {value ? (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => onChange(null)}
          >
            {t('studio_editor.fields.remove_picture')}
            <span className="visually-hidden">: {label}</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="studio-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Choices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: Named[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
}) {
  return (
    <fieldset className="studio-fieldset">
      <legend>{legend}</legend>
      {options.map((option) => (
        <Check
          key={option.id}
          label={option.name}
          checked={chosen.includes(option.id)}
          onChange={(checked) =>
            onChange(checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
          }
        />
      ))}
    </fieldset>
  );
}

export type PictureSlot = 'image_url' | 'mobile_image_url' | 'social_image_url';

/** Every field of the article but its content: the header, pictures, places, search results. */
export function ArticleFieldsForm({
  fields,
  change,
  errors,
  authors,
  families,
  categories,
  onChoosePicture,
  onTitle,
  onSlug,
  slugHint,
  children,
}: {
  fields: ArticleFields;
  change: Change;
  errors: Record<string, string[]>;
  authors: AuthorOption[];
  families: Named[];
  categories: Named[];
  onChoosePicture: (slot: PictureSlot) => void;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  slugHint: string;
  /** The content editor, placed after the excerpt. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const authorId = useId();
  const error = (field: string) => errors[field]?.join(' ');
  return (
    <>
      <TextField
        name="title"
        label={t('studio_editor.fields.title')}
        value={fields.title}
        onChange={onTitle}
        error={error('title')}
        required
      />
      <TextField
        name="slug"
        label={t('studio_editor.fields.slug')}
        value={fields.slug}
        onChange={onSlug}
        hint={slugHint}
        error={error('slug')}
      />
      <TextField
        name="excerpt"
        label={t('studio_editor.fields.excerpt')}
        value={fields.excerpt}
        onChange={(excerpt) => change({ excerpt })}
        multiline
        error={error('excerpt')}
      />
      {children}
      <TextField
        name="get_more"
        label={t('studio_editor.fields.get_more')}
        hint={t('studio_editor.fields.get_more_hint')}
        value={fields.get_more ?? ''}
        onChange={(value) => change({ get_more: value || null })}
        multiline
        error={error('get_more')}
      />
      {/* One source a line; a line being typed stays, the API drops empty ones on save. */}
      <TextField
        name="sources"
        label={t('studio_editor.fields.sources')}
        hint={t('studio_editor.fields.sources_hint')}
        value={fields.sources.join('\n')}
        onChange={(value) => change({ sources: value ? value.split('\n') : [] })}
        multiline
        error={error('sources')}
      />
      <fieldset className="studio-fieldset">
        <legend>{t('studio_editor.fields.pictures')}</legend>
        <PictureField
          label={t('studio_editor.fields.image')}
          value={fields.image_url}
          onChange={(image_url) => change({ image_url })}
          onChoose={() => onChoosePicture('image_url')}
        />
        <PictureField
          label={t('studio_editor.fields.mobile_image')}
          hint={t('studio_editor.fields.mobile_image_hint')}
          value={fields.mobile_image_url}
          onChange={(mobile_image_url) => change({ mobile_image_url })}
          onChoose={() => onChoosePicture('mobile_image_url')}
        />
        <TextField
          name="image_alt"
          label={t('studio_editor.fields.image_alt')}
          hint={t('studio_editor.fields.image_alt_hint')}
          value={fields.image_alt}
          onChange={(image_alt) => change({ image_alt })}
          error={error('image_alt')}
        />
        <TextField
          name="image_caption"
          label={t('studio_editor.fields.caption')}
          value={fields.image_caption ?? ''}
          onChange={(value) => change({ image_caption: value || null })}
          error={error('image_caption')}
        />
        <Check
          label={t('studio_editor.fields.is_active')}
          hint={t('studio_editor.fields.is_active_hint')}
          checked={fields.is_active}
          onChange={(is_active) => change({ is_active })}
        />
      </fieldset>
      <Choices
        legend={t('studio_editor.fields.families')}
        options={families}
        chosen={fields.families}
        onChange={(chosen) => change({ families: chosen })}
      />
      <Choices
        legend={t('studio_editor.fields.categories')}
        options={categories}
        chosen={fields.categories}
        onChange={(chosen) => change({ categories: chosen })}
      />
      <div className="studio-field">
        <label htmlFor={authorId}>{t('studio_editor.fields.author')}</label>
        <select
          id={authorId}
          value={fields.id_author ?? ''}
          onChange={(event) =>
            change({ id_author: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('studio_editor.fields.no_author')}</option>
          {authors.map((author) => (
            <option key={author.id_author} value={author.id_author}>
              {author.name}
              {author.occupation ? ` (${author.occupation})` : ''}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="studio-fieldset">
        <legend>{t('studio_editor.fields.placement')}</legend>
        <Check
          label={t('studio_editor.fields.is_home')}
          checked={fields.is_home}
          onChange={(is_home) => change({ is_home })}
        />
        <Check
          label={t('studio_editor.fields.is_featured')}
          checked={fields.is_featured}
          onChange={(is_featured) => change({ is_featured })}
        />
        <Check
          label={t('studio_editor.fields.is_comic')}
          checked={fields.is_comic}
          onChange={(is_comic) => change({ is_comic })}
        />
      </fieldset>
      <fieldset className="studio-fieldset">
        <legend>{t('studio_editor.fields.search_results')}</legend>
        <TextField
          name="seo_title"
          label={t('studio_editor.fields.seo_title')}
          hint={t('studio_editor.fields.seo_title_hint')}
          value={fields.seo_title}
          onChange={(seo_title) => change({ seo_title })}
          counter={{ max: SEO_TITLE_MAX }}
          error={error('seo_title')}
        />
        <TextField
          name="seo_description"
          label={t('studio_editor.fields.seo_description')}
          hint={t('studio_editor.fields.seo_description_hint')}
          value={fields.seo_description}
          onChange={(seo_description) => change({ seo_description })}
          counter={{ min: SEO_DESCRIPTION_MIN, max: SEO_DESCRIPTION_MAX }}
          multiline
          error={error('seo_description')}
        />
        <PictureField
          label={t('studio_editor.fields.social_image')}
          hint={t('studio_editor.fields.social_image_hint')}
          value={fields.social_image_url}
          onChange={(social_image_url) => change({ social_image_url })}
          onChoose={() => onChoosePicture('social_image_url')}
        />
      </fieldset>
    </>
  );
}
