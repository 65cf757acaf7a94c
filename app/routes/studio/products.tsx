import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, Link, useActionData } from 'react-router';
import { z } from 'zod';
import { parseId } from '../../../core/shared/ids.ts';
import { currencyOf, formatPrice } from '../../../core/site/locale-format.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { FormAlert, type Feedback } from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import catalogueStyles from '../../styles/catalogue-screens.css?url';
import type { Route } from './+types/products';
import { SaveNotice } from '../../components/studio/studio-form.tsx';
import { StudioTable } from '../../components/studio/studio-table.tsx';
import { StudioListFilter } from '../../components/studio/studio-list-filter.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
  { rel: 'stylesheet', href: catalogueStyles },
];

const TYPES = ['product', 'banner'] as const;
const isType = (value: string | null): value is (typeof TYPES)[number] =>
  (TYPES as readonly string[]).includes(value ?? '');

/**
 * /studio/products: the products, searched by name and filtered by family and type (a GET form),
 * with prices in the site's currency and locale; then the Shop: the website's featured product
 * and the home's shop block in its order (decision 043).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'products');
  const query = new URL(request.url).searchParams;
  const q = (query.get('q') ?? '').trim().slice(0, 200);
  const family = parseId(query.get('family') ?? '');
  const type = query.get('type');
  const products = context.services.studioProducts;
  const { locale } = context.services.settings;
  const [rows, families, shop, all] = await Promise.all([
    products.list({ query: q, idFamily: family, type: isType(type) ? type : null }),
    products.families(),
    products.shop(),
    products.list(),
  ]);
  const familyName = new Map(families.map((f) => [f.id, f.name]));
  const item = (row: (typeof rows)[number]) => ({
    id: row.idProduct,
    name: row.name,
    type: row.type,
    family: row.idFamily ? (familyName.get(row.idFamily) ?? '') : '',
    price: row.price === null ? '' : formatPrice(row.price, locale),
    inShop: row.isFeatured,
  });
  return {
    title: studioTitle(context, 'studio_shell.screen_products'),
    currency: currencyOf(locale),
    filters: { q, family: family ?? '', type: isType(type) ? type : '' },
    families,
    items: rows.map(item),
    removed: query.get('removed') === '1',
    shop: {
      featured: shop.featured?.idProduct ?? null,
      block: shop.block.map(item),
      choices: all.map((row) => ({ id: row.idProduct, name: row.name })),
    },
  };
}

const shopForm = z.object({
  intent: z.enum(['featured', 'shop-add', 'shop-remove', 'shop-move']),
  id: z
    .string()
    .regex(/^\d{0,9}$/)
    .optional(),
  by: z.enum(['-1', '1']).optional(),
});

/** The Shop section's forms, told apart by `intent`; the service of PUT /api/studio/shop. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'products');
  const form = await parseForm(request, shopForm, t);
  if (!form.ok) return form.answer;
  const products = context.services.studioProducts;
  const shop = await products.shop();
  let featured = shop.featured?.idProduct ?? null;
  const block = shop.block.map((row) => row.idProduct);
  const id = form.data.id ? Number(form.data.id) : null;
  const { intent } = form.data;
  if (intent === 'featured') featured = id;
  else if (id === null)
    return failed(t('studio_products.errors.unknown_product'), 422, form.values, {
      id: t('studio_products.errors.unknown_product'),
    });
  else if (intent === 'shop-add') {
    if (!block.includes(id)) block.push(id);
  } else if (intent === 'shop-remove') block.splice(block.indexOf(id), block.includes(id) ? 1 : 0);
  else {
    const at = block.indexOf(id);
    const to = at + (form.data.by === '-1' ? -1 : 1);
    if (at >= 0 && to >= 0 && to < block.length) [block[at], block[to]] = [block[to]!, block[at]!];
  }
  if (!(await products.saveShop(staff.member, { featured, block })))
    return failed(t('studio_products.errors.unknown_product'), 422, form.values, {
      id: t('studio_products.errors.unknown_product'),
    });
  return data({ ok: true as const, intent, message: t('studio_products.shop_saved') });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

type ShopAnswer = Feedback & { intent?: string; values?: Record<string, string> };

/** /studio/products */
export default function StudioProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as ShopAnswer | undefined;
  const { filters, items, shop } = loaderData;
  const featuredId = useId();
  const addId = useId();
  const failure = answer && !answer.ok ? answer : undefined;
  const moveButton = (id: number, by: -1 | 1, label: string, name: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value="shop-move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="by" value={by} />
      <button type="submit" className="button button--small button--ghost">
        {label}
        <span className="visually-hidden"> {name}</span>
      </button>
    </Form>
  );
  return (
    <section className="studio-page studio-products" aria-labelledby="studio-heading">
      <div className="studio-editor__head">
        <h1 id="studio-heading">{t('studio_products.heading')}</h1>
        <Link className="button" to={paths.studioNewProduct({})}>
          {t('studio_products.new')}
        </Link>
      </div>
      <p className="studio-hint">{t('studio_products.intro', { currency: loaderData.currency })}</p>
      {loaderData.removed ? (
        <p role="status" className="studio-notice">
          {t('studio_products.removed')}
        </p>
      ) : null}
      <StudioListFilter
        label={t('studio_products.filter_heading')}
        fields={[
          {
            name: 'q',
            label: t('studio_products.search'),
            value: filters.q,
            kind: 'search',
          },
          {
            name: 'family',
            label: t('studio_products.family'),
            value: String(filters.family),
            kind: 'select',
            any: t('studio_products.any_family'),
            options: loaderData.families.map((family) => ({
              value: family.id,
              label: family.name,
            })),
          },
          {
            name: 'type',
            label: t('studio_products.type'),
            value: filters.type,
            kind: 'select',
            any: t('studio_products.any_type'),
            options: TYPES.map((type) => ({
              value: type,
              label: t(`studio_products.types.${type}`),
            })),
          },
        ]}
        submit={t('studio_products.filter')}
      />
      <p role="status">{t('studio_products.count', { count: items.length })}</p>
      <StudioTable
        caption={t('studio_products.heading')}
        testId="studio-products"
        columns={[
          t('studio_products.list.name'),
          t('studio_products.type'),
          t('studio_products.family'),
          t('studio_products.list.price'),
          t('studio_products.list.shop'),
        ]}
        rows={items}
        empty={t('studio_products.none')}
        row={(item) => (
          <tr key={item.id}>
            <td>
              <Link to={paths.studioProduct({ id: item.id })}>{item.name}</Link>
            </td>
            <td data-label={t('studio_products.type')}>
              {t(`studio_products.types.${item.type}`)}
            </td>
            <td data-label={t('studio_products.family')}>{item.family || '—'}</td>
            <td data-label={t('studio_products.list.price')} className="studio-price">
              {item.price || '—'}
            </td>
            <td data-label={t('studio_products.list.shop')}>
              {item.inShop ? t('studio_products.list.yes') : t('studio_products.list.no')}
            </td>
          </tr>
        )}
      />

      <section className="studio-notice-item" aria-labelledby="shop-heading">
        <h2 id="shop-heading">{t('studio_products.shop_heading')}</h2>
        <p className="studio-hint">{t('studio_products.shop_intro')}</p>
        <SaveNotice message={answer?.ok ? answer.message : undefined} />
        <Form method="post" className="studio-form">
          <input type="hidden" name="intent" value="featured" />
          <div className="studio-field">
            <label htmlFor={featuredId}>{t('studio_products.featured')}</label>
            <select id={featuredId} name="id" defaultValue={String(shop.featured ?? '')}>
              <option value="">{t('studio_products.featured_none')}</option>
              {shop.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t('studio_products.featured_save')}
          </button>
        </Form>
        <h3>{t('studio_products.block_heading')}</h3>
        {shop.block.length ? (
          <ol className="studio-shop-block">
            {shop.block.map((item, index) => (
              <li key={item.id}>
                <span>
                  <span className="studio-shop-block__name">{item.name}</span>{' '}
                  {item.price ? <span className="studio-price">{item.price}</span> : null}
                </span>
                <div className="studio-buttons">
                  {index > 0 ? moveButton(item.id, -1, t('studio_products.up'), item.name) : null}
                  {index < shop.block.length - 1
                    ? moveButton(item.id, 1, t('studio_products.down'), item.name)
                    : null}
                  <Form method="post">
                    <input type="hidden" name="intent" value="shop-remove" />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="button button--small button--ghost">
                      {t('studio_products.block_remove')}
                      <span className="visually-hidden"> {item.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('studio_products.block_empty')}</p>
        )}
        <Form method="post" className="studio-form">
          <input type="hidden" name="intent" value="shop-add" />
          <div className="studio-field">
            <label htmlFor={addId}>{t('studio_products.block_add')}</label>
            <select id={addId} name="id" defaultValue="">
              <option value="">—</option>
              {shop.choices
                .filter((choice) => !shop.block.some((item) => item.id === choice.id))
                .map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
            </select>
          </div>
          <FormAlert answer={failure} id="shop-alert" unreachable={t('studio_staff.unreachable')} />
          <button type="submit" className="button">
            {t('studio_products.block_add_button')}
          </button>
        </Form>
      </section>
    </section>
  );
}
