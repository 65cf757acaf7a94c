import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { parseId } from '../../../core/shared/ids.ts';
import { currencyOf } from '../../../core/site/locale-format.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import {
  parsePrice,
  priceForInput,
  productSchema,
} from '../../../core/studio/products/product-rules.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import {
  ProductForm,
  type ProductAnswer,
  type ProductValues,
} from '../../components/studio/catalogue/product-form.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { editedId, notFound } from '../../lib/not-found.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import catalogueStyles from '../../styles/catalogue-screens.css?url';
import type { Route } from './+types/product';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
  { rel: 'stylesheet', href: catalogueStyles },
];

/**
 * /studio/products/new and /studio/products/:id: every field of a product, its price written the
 * site locale's way, and where it shows (what a deletion would break; decision 043).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'products');
  const id = editedId(params);
  const products = context.services.studioProducts;
  const { locale } = context.services.settings;
  const row = id === null ? null : await products.get(id);
  if (id !== null && !row) throw notFound();
  const t = translator(context.services.messages);
  const product: ProductValues = {
    name: row?.name ?? '',
    title: row?.title ?? '',
    type: row?.type ?? 'product',
    id_family: row?.idFamily ? String(row.idFamily) : '',
    price: priceForInput(row?.price ?? null, locale),
    link: row?.link ?? '',
    abstract: row?.abstract ?? '',
    description: row?.description ?? '',
    image_url: row?.imageUrl ?? '',
    background_image_url: row?.backgroundImageUrl ?? '',
    background_mobile_image_url: row?.backgroundMobileImageUrl ?? '',
    buy_text: row?.buyText ?? t('studio_products.default_buy'),
    from_text: row?.fromText ?? t('studio_products.default_from'),
    revision: String(row?.revision ?? 0),
  };
  return {
    title: studioTitle(context, 'studio_shell.screen_products'),
    id,
    product,
    currency: currencyOf(locale),
    example: priceForInput(1234.5, locale),
    families: await products.families(),
    uses: id === null ? null : await products.uses(id),
    created: new URL(request.url).searchParams.get('created') === '1',
    csrfToken: context.visitor.csrfToken,
  };
}

const productForm = z.object({
  intent: z.enum(['save', 'remove']),
  revision: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  ...Object.fromEntries(
    [
      'name',
      'title',
      'type',
      'id_family',
      'price',
      'link',
      'abstract',
      'description',
      'image_url',
      'background_image_url',
      'background_mobile_image_url',
      'buy_text',
      'from_text',
    ].map((name) => [name, z.string().max(20_000).optional()]),
  ),
});

/** Saves or deletes through the services of /api/studio/products; works without scripts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'products');
  const id = editedId(params);
  const form = await parseForm(request, productForm, t);
  if (!form.ok) return form.answer;
  const products = context.services.studioProducts;
  const actor = staff.member;
  const values = form.values;
  if (form.data.intent === 'remove') {
    if (id === null) throw notFound();
    const removed = await products.remove(actor, id);
    if (removed === 'not_found') return failed(t('studio_products.not_found'), 404, values);
    if (removed !== 'deleted') return failed(t('studio_products.in_use'), 409, values);
    return redirect(paths.studioProducts({}, { removed: '1' }));
  }
  const text = (name: string) => (form.data as Record<string, string | undefined>)[name] ?? '';
  const price = parsePrice(text('price'), context.services.settings.locale);
  const fields = fieldErrorsOf(productSchema, {
    name: text('name'),
    title: text('title'),
    type: text('type') || 'product',
    id_family: text('id_family') ? (parseId(text('id_family')) ?? -1) : null,
    price,
    link: text('link'),
    abstract: text('abstract'),
    description: text('description'),
    image_url: text('image_url'),
    background_image_url: text('background_image_url'),
    background_mobile_image_url: text('background_mobile_image_url'),
    buy_text: text('buy_text'),
    from_text: text('from_text'),
  });
  if (!fields.ok)
    return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
  const result =
    id === null
      ? await products.create(actor, fields.value)
      : await products.update(actor, id, Number(form.data.revision ?? 0), fields.value);
  if (result.status === 'invalid')
    return failed(t('account.fix_fields'), 422, values, fieldMessages(result.errors, t));
  if (result.status === 'not_found') return failed(t('studio_products.not_found'), 404, values);
  if (result.status === 'stale') return failed(t('studio_products.stale'), 409, values);
  if (id === null)
    return redirect(paths.studioProduct({ id: result.product.idProduct }, { created: '1' }));
  return data({
    ok: true as const,
    message: t('studio_products.saved'),
    revision: String(result.product.revision),
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/products/:id and /studio/products/new */
export default function StudioProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as ProductAnswer | undefined;
  const { id, product, uses } = loaderData;
  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <meta name="csrf-token" content={loaderData.csrfToken} />
      <p>
        <Link to={paths.studioProducts({})}>{t('studio_products.back')}</Link>
      </p>
      <h1 id="studio-heading">
        {id === null
          ? t('studio_products.new_heading')
          : t('studio_products.edit_heading', { name: product.name })}
      </h1>
      {loaderData.created && !answer ? (
        <p role="status" className="studio-notice">
          {t('studio_products.created')}
        </p>
      ) : null}
      <ProductForm
        key={`${id ?? 'new'}-${product.revision}`}
        isNew={id === null}
        product={product}
        families={loaderData.families}
        currency={loaderData.currency}
        example={loaderData.example}
        answer={answer}
      />
      {uses ? (
        <section className="studio-notice-item" aria-labelledby="product-uses-heading">
          <h2 id="product-uses-heading">{t('studio_products.uses_heading')}</h2>
          {uses.breeds.length || uses.articles.length || uses.site_featured || uses.shop_block ? (
            <ul>
              {uses.site_featured ? <li>{t('studio_products.uses_site')}</li> : null}
              {uses.shop_block ? <li>{t('studio_products.uses_shop')}</li> : null}
              {uses.breeds.map((breed) => (
                <li key={`b${breed.id}`}>
                  {t('studio_products.uses_breed', { name: breed.name })}
                </li>
              ))}
              {uses.articles.map((article) => (
                <li key={`a${article.id}`}>
                  {t('studio_products.uses_article', { title: article.title })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('studio_products.uses_none')}</p>
          )}
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t('studio_products.confirm_remove'))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="button button--small button--ghost">
              {t('studio_products.remove')}
            </button>
            {answer && !answer.ok && answer.values?.intent === 'remove' ? (
              <p className="form-field__error" role="alert">
                {answer.message}
              </p>
            ) : null}
          </Form>
        </section>
      ) : null}
    </section>
  );
}
