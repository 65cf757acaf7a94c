import { useTranslation } from '../../lib/i18n.tsx';
import { data, useActionData } from 'react-router';
import { z } from 'zod';
import { homeChoiceSchema } from '../../../core/home/home-rules.ts';
import { paths } from '../../../core/site/paths.ts';
import { translator } from '../../../core/site/messages.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import {
  applyEdit,
  HomeCurationForm,
  idsOf,
  type HomeAnswer,
  type HomeDraft,
} from '../../components/studio/home/home-curation-form.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import curationStyles from '../../styles/home-curation.css?url';
import type { Route } from './+types/home-page';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: curationStyles },
];

/** The curation as saved, what may be chosen, and the shop block (another screen's, read-only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'homePage');
  const [editing, shop] = await Promise.all([
    context.services.homeCuration.read(),
    context.services.products.featured().catch(() => []),
  ]);
  return {
    title: studioTitle(context, 'studio_home.heading'),
    revision: editing.revision,
    choice: {
      featured: editing.choice.featured,
      home: editing.choice.home,
      banners: editing.choice.banners,
      in_context: editing.choice.inContext,
      encyclopedia: editing.choice.encyclopedia,
    } satisfies HomeDraft,
    articles: editing.articles,
    banners: editing.banners,
    families: editing.families.map((f) => ({ id: f.id, title: f.name })),
    shop,
  };
}

const idList = z.string().max(2000).optional();
const homeForm = z.object({
  intent: z.string().max(100),
  revision: z.string().regex(/^\d{1,9}$/),
  featured: idList,
  home: idList,
  banners: idList,
  encyclopedia: idList,
  in_context: z.string().max(20).optional(),
  add_featured: z.string().max(20).optional(),
  add_home: z.string().max(20).optional(),
  add_banners: z.string().max(20).optional(),
  add_encyclopedia: z.string().max(20).optional(),
});

/**
 * Every button of the form posts here with the whole draft: a move, removal or addition answers
 * the edited draft (not saved: the page shows it, decision 044), Preview a signed preview link,
 * Save the services of PUT /api/studio/home (409 when someone saved first).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'homePage');
  const form = await parseForm(request, homeForm, t);
  if (!form.ok) return form.answer;
  const { intent } = form.data;
  const draft: HomeDraft = {
    featured: idsOf(form.data.featured),
    home: idsOf(form.data.home),
    banners: idsOf(form.data.banners),
    encyclopedia: idsOf(form.data.encyclopedia),
    in_context: Number(form.data.in_context) || null,
  };
  const values = { ...form.values, intent };

  if (intent === 'save' || intent === 'preview') {
    const fields = fieldErrorsOf(homeChoiceSchema, {
      ...draft,
      revision: Number(form.data.revision),
    });
    if (!fields.ok)
      return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
    if (intent === 'preview') {
      const token = context.services.publishing.homePreviewToken({
        ...draft,
        inContext: draft.in_context,
      });
      return data({ ok: true as const, intent, draft, preview_url: paths.homePreview({ token }) });
    }
    const result = await context.services.homeCuration.save(staff.member, fields.value);
    if (result.ok) return data({ ok: true as const, intent, message: t('studio_home.saved') });
    if (result.reason === 'conflict') return failed(t('studio_home.conflict'), 409, values);
    return failed(t('account.fix_fields'), 422, values, fieldMessages(result.errors, t));
  }
  const list = intent.split(':')[1];
  const added = Number(form.data[`add_${list}` as keyof typeof form.data]) || null;
  return data({ ok: true as const, intent, draft: applyEdit(draft, intent, added) });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/home-page */
export default function StudioHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as HomeAnswer | undefined;
  const typed = answer && !answer.ok ? answer.values : undefined;
  // What to show: the draft an edit answered (no scripts), what was typed on a refusal, or as saved.
  const initial: HomeDraft =
    answer?.draft ??
    (typed
      ? {
          featured: idsOf(typed.featured),
          home: idsOf(typed.home),
          banners: idsOf(typed.banners),
          encyclopedia: idsOf(typed.encyclopedia),
          in_context: Number(typed.in_context) || null,
        }
      : loaderData.choice);
  return (
    <section className="studio-page home-curation-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_home.heading')}</h1>
      <p className="studio-hint">{t('studio_home.intro')}</p>
      <HomeCurationForm
        key={`${loaderData.revision}-${answer?.intent ?? ''}-${JSON.stringify(initial)}`}
        revision={loaderData.revision}
        initial={initial}
        articles={loaderData.articles}
        banners={loaderData.banners}
        families={loaderData.families}
        answer={answer}
      />
      <section className="home-curation__section" aria-labelledby="shop-heading">
        <h2 id="shop-heading">{t('studio_home.shop_heading')}</h2>
        <p className="studio-hint">{t('studio_home.shop_hint')}</p>
        {loaderData.shop.length ? (
          <ul className="home-curation__shop">
            {loaderData.shop.map((product) => (
              <li key={product.id_product}>{product.title || product.name}</li>
            ))}
          </ul>
        ) : (
          <p>{t('studio_home.shop_none')}</p>
        )}
      </section>
    </section>
  );
}
