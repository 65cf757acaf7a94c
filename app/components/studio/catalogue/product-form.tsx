import { useTranslation } from '../../../lib/i18n.tsx';
import { Form } from 'react-router';
import { fieldAttributes, FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';
import { PictureField } from '../picture-field.tsx';
import { SaveNotice } from '../studio-form.tsx';

/** What the product screen's action answered. */
export type ProductAnswer = Feedback & { values?: Record<string, string>; revision?: string };

/** A product's fields as the form shows them (the price written the locale's way). */
export interface ProductValues {
  name: string;
  title: string;
  type: 'product' | 'banner';
  id_family: string;
  price: string;
  link: string;
  abstract: string;
  description: string;
  image_url: string;
  background_image_url: string;
  background_mobile_image_url: string;
  buy_text: string;
  from_text: string;
  revision: string;
}

type TextField = 'name' | 'title' | 'link' | 'buy_text' | 'from_text';
const LONG_TEXTS = ['abstract', 'description'] as const;
const PICTURES = ['image_url', 'background_image_url', 'background_mobile_image_url'] as const;

/**
 * Every field of a product (db/schema/catalogue.ts `products`), saved by the screen's
 * action. A refusal shows next to its field with what was typed kept.
 */
export function ProductForm({
  isNew,
  product,
  families,
  currency,
  example,
  answer,
}: {
  isNew: boolean;
  product: ProductValues;
  families: { id: number; name: string }[];
  currency: string;
  example: string;
  answer: ProductAnswer | undefined;
}) {
  const { t } = useTranslation();
  const failure = answer && !answer.ok && answer.values?.intent !== 'remove' ? answer : undefined;
  const value = (field: keyof ProductValues) => failure?.values?.[field] ?? product[field];
  const revision = answer?.ok && answer.revision ? answer.revision : product.revision;
  const id = (field: string) => `product-${field.replace(/_/g, '-')}`;
  const hint = (field: string) => `${id(field)}-hint`;
  const text = (field: TextField) => (
    <div key={field} className="studio-field">
      <label htmlFor={id(field)}>{t(`studio_products.fields.${field}`)}</label>
      <input
        type="text"
        defaultValue={value(field)}
        autoComplete="off"
        required={field !== 'title'}
        {...fieldAttributes(failure, id(field), field, field === 'link' ? hint(field) : undefined)}
      />
      {field === 'link' ? (
        <p id={hint(field)} className="studio-hint">
          {t('studio_products.hints.link')}
        </p>
      ) : null}
      <FieldError answer={failure} id={id(field)} field={field} />
    </div>
  );
  return (
    <Form
      method="post"
      className="studio-form"
      noValidate
      aria-label={t('studio_products.heading')}
    >
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      <input type="hidden" name="intent" value="save" />
      {isNew ? null : <input type="hidden" name="revision" value={revision} />}
      {text('name')}
      {text('title')}
      <div className="studio-field">
        <label htmlFor={id('type')}>{t('studio_products.fields.type')}</label>
        <select defaultValue={value('type')} {...fieldAttributes(failure, id('type'), 'type')}>
          <option value="product">{t('studio_products.types.product')}</option>
          <option value="banner">{t('studio_products.types.banner')}</option>
        </select>
        <FieldError answer={failure} id={id('type')} field="type" />
      </div>
      <div className="studio-field">
        <label htmlFor={id('id_family')}>{t('studio_products.fields.id_family')}</label>
        <select
          defaultValue={value('id_family')}
          {...fieldAttributes(failure, id('id_family'), 'id_family')}
        >
          <option value="">{t('studio_products.no_family')}</option>
          {families.map((family) => (
            <option key={family.id} value={family.id}>
              {family.name}
            </option>
          ))}
        </select>
        <FieldError answer={failure} id={id('id_family')} field="id_family" />
      </div>
      <div className="studio-field">
        <label htmlFor={id('price')}>{t('studio_products.fields.price', { currency })}</label>
        <input
          type="text"
          inputMode="decimal"
          defaultValue={value('price')}
          autoComplete="off"
          {...fieldAttributes(failure, id('price'), 'price', hint('price'))}
        />
        <p id={hint('price')} className="studio-hint">
          {t('studio_products.hints.price', { example })}
        </p>
        <FieldError answer={failure} id={id('price')} field="price" />
      </div>
      {text('link')}
      {LONG_TEXTS.map((field) => (
        <div key={field} className="studio-field">
          <label htmlFor={id(field)}>{t(`studio_products.fields.${field}`)}</label>
          <textarea
            rows={field === 'description' ? 6 : 3}
            defaultValue={value(field)}
            {...fieldAttributes(failure, id(field), field)}
          />
          <FieldError answer={failure} id={id(field)} field={field} />
        </div>
      ))}
      {PICTURES.map((field) => (
        <PictureField
          key={field}
          id={id(field)}
          field={field}
          hintId={hint(field)}
          label={t(`studio_products.fields.${field}`)}
          value={value(field)}
          answer={failure}
        />
      ))}
      {text('buy_text')}
      {text('from_text')}
      <FormAlert answer={failure} id="product-alert" unreachable={t('studio_staff.unreachable')} />
      <button type="submit" className="button">
        {isNew ? t('studio_products.create') : t('studio_products.save')}
      </button>
    </Form>
  );
}
