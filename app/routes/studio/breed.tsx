import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { ATTRIBUTE_NAMES, ATTRIBUTE_OPTIONS } from '../../../core/breeds/attributes.ts';
import {
  BREED_LIMITS,
  TEXT_SECTIONS,
  breedSchema,
  pathErrorsOf,
  unflattenForm,
} from '../../../core/breeds/breed-rules.ts';
import { paths } from '../../../core/site/paths.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import {
  BreedForm,
  type BreedAnswer,
  type BreedFormValues,
} from '../../components/studio/breeds/breed-form.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { editedId, notFound } from '../../lib/not-found.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import breedStyles from '../../styles/breed-editor.css?url';
import catalogueStyles from '../../styles/catalogue-screens.css?url';
import type { Route } from './+types/breed';

// The picture fields' library dialog is styled with the article editor's and catalogue's sheets.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
  { rel: 'stylesheet', href: breedStyles },
  { rel: 'stylesheet', href: catalogueStyles },
];

const empty = { minimum: null, maximum: null };

/** A new breed's fields: the middle option of each gauge, nothing else filled. */
const newBreed = (idFamily: number | null): BreedFormValues => ({
  id_family: idFamily,
  name: '',
  slug: '',
  synonyms: [],
  origin: '',
  date_origin: '',
  race_type: '',
  utilizations: '',
  abstract: '',
  lifespan: empty,
  measures: {
    male: { weight: empty, height: empty },
    female: { weight: empty, height: empty },
  },
  attributes: Object.fromEntries(
    ATTRIBUTE_NAMES.map((name) => {
      const options = ATTRIBUTE_OPTIONS[name];
      return [name, options[Math.floor((options.length - 1) / 2)]!];
    }),
  ) as BreedFormValues['attributes'],
  specifics: [],
  texts: Object.fromEntries(
    TEXT_SECTIONS.map((section) => [section, '']),
  ) as BreedFormValues['texts'],
  image_url: null,
  fluid_image_url: null,
  featured_product: null,
  kit: [],
  related: [],
});

/** A breed with every field, the pickers' choices, and the public profile's address. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await studioStaff(request, context, 'breeds');
  const id = editedId(params);
  const studio = context.services.studioBreeds;
  const [breed, choices, families] = await Promise.all([
    id === null ? null : studio.get(id),
    studio.choices(),
    studio.families(),
  ]);
  if (id !== null && !breed) throw notFound();
  const values: BreedFormValues = breed ?? newBreed(families[0]?.id_family ?? null);
  return {
    title: studioTitle(context, id === null ? 'studio_breeds.new' : 'studio_breeds.edit_heading'),
    id,
    name: breed?.name ?? '',
    revision: breed?.revision ?? null,
    publicPath: breed ? paths.breedProfile({ id: breed.id_breed, slug: breed.slug }) : null,
    breed: values,
    choices: {
      families: families.map((f) => ({ id: f.id_family, name: f.name })),
      products: choices.products,
      breeds: choices.breeds.filter((b) => b.id !== id),
      limits: {
        specifics: BREED_LIMITS.specifics,
        kit: BREED_LIMITS.kit,
        related: BREED_LIMITS.related,
      },
    },
  };
}

/** Any field of the form by its dotted name; checked by the breed rules after. */
const breedForm = z
  .object({
    intent: z.enum(['save', 'delete']),
    revision: z
      .string()
      .regex(/^\d{1,9}$/)
      .optional(),
    weight_unit: z.enum(['kg', 'g']).optional(),
    confirm: z.string().max(10).optional(),
  })
  .catchall(z.string().max(BREED_LIMITS.text + 100));

/** Grams typed in the form are kilograms in the breed (core/breeds/breed-rules.ts). */
const gramsToKilograms = (text: string | undefined) => {
  const number = Number((text ?? '').trim().replace(',', '.'));
  return text && text.trim() !== '' && Number.isFinite(number) ? String(number / 1000) : text;
};

/** Save (create or over the revision) and delete; the services of /api/studio/breeds. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'breeds');
  const id = editedId(params);
  const form = await parseForm(request, breedForm, t);
  if (!form.ok) return form.answer;
  const studio = context.services.studioBreeds;
  const actor = staff.member;
  const values = form.values;

  if (form.data.intent === 'delete') {
    if (id === null) return failed(t('studio_breeds.not_found'), 404, values);
    if (form.data.confirm !== 'on')
      return failed(t('account.fix_fields'), 422, values, {
        confirm: t('studio_breeds.errors.confirm_delete'),
      });
    if (!(await studio.remove(actor, id))) return failed(t('studio_breeds.not_found'), 404, values);
    return redirect(studioPaths.studioBreeds({}, { deleted: '1' }));
  }

  const typed = Object.entries(form.data).filter(
    ([name]) => !['intent', 'revision', 'weight_unit', 'confirm'].includes(name),
  ) as [string, string][];
  const body = unflattenForm(
    typed.map(([name, text]) =>
      form.data.weight_unit === 'g' && /^measures\.\w+\.weight\./.test(name)
        ? [name, gramsToKilograms(text) ?? '']
        : [name, text],
    ),
  );
  const fields = pathErrorsOf(breedSchema, body);
  if (!fields.ok)
    return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
  const result =
    id === null
      ? await studio.create(actor, fields.value)
      : await studio.update(actor, id, Number(form.data.revision ?? -1), fields.value);
  if (!result.ok) {
    if (result.reason === 'not_found') return failed(t('studio_breeds.not_found'), 404, values);
    if (result.reason === 'conflict') return failed(t('studio_breeds.conflict'), 409, values);
    return failed(t('account.fix_fields'), 422, values, fieldMessages(result.errors, t));
  }
  if (id === null) return redirect(studioPaths.studioBreed({ id: result.breed.id_breed }));
  return data({ ok: true as const, message: t('studio_breeds.saved') });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/breeds/new and /studio/breeds/:id */
export default function StudioBreed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as BreedAnswer | undefined;
  const { id, revision, publicPath } = loaderData;
  const failure = answer && !answer.ok ? answer : undefined;
  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <p>
        <Link to={studioPaths.studioBreeds({})}>{t('studio_breeds.back')}</Link>
      </p>
      <h1 id="studio-heading">
        {id === null ? t('studio_breeds.new') : loaderData.name || t('studio_breeds.edit_heading')}
      </h1>
      {publicPath ? (
        <p>
          <a href={publicPath} target="_blank" rel="noreferrer">
            {t('studio_breeds.view_public')}
          </a>
        </p>
      ) : null}
      <BreedForm
        breed={loaderData.breed}
        revision={revision}
        choices={loaderData.choices}
        answer={answer}
      />
      {id !== null ? (
        <Form method="post" className="studio-form studio-danger" noValidate>
          <h2>{t('studio_breeds.delete_heading')}</h2>
          <p className="studio-hint" id="breed-delete-hint">
            {t('studio_breeds.delete_hint')}
          </p>
          <input type="hidden" name="intent" value="delete" />
          <div className="studio-check">
            <input
              type="checkbox"
              id="breed-confirm"
              name="confirm"
              aria-describedby={
                failure?.errors?.confirm
                  ? 'breed-delete-hint breed-confirm-error'
                  : 'breed-delete-hint'
              }
              aria-invalid={failure?.errors?.confirm ? true : undefined}
            />
            <label htmlFor="breed-confirm">{t('studio_breeds.confirm_delete')}</label>
          </div>
          {failure?.errors?.confirm ? (
            <p id="breed-confirm-error" className="form-field__error">
              {failure.errors.confirm}
            </p>
          ) : null}
          <button type="submit" className="button button--danger">
            {t('studio_breeds.delete')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
