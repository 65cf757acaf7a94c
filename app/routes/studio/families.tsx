// Over 300 lines on purpose: families and categories are one screen with two kinds of form.
import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { categorySchema, familySchema, pathErrorsOf } from '../../../core/breeds/breed-rules.ts';
import { translator } from '../../../core/site/messages.ts';
import {
  fieldAttributes,
  FieldError,
  FormAlert,
  type Feedback,
} from '../../components/form-feedback.tsx';
import { PictureField } from '../../components/studio/picture-field.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import breedStyles from '../../styles/breed-editor.css?url';
import catalogueStyles from '../../styles/catalogue-screens.css?url';
import type { Route } from './+types/families';
import { SaveNotice } from '../../components/studio/studio-form.tsx';

// The picture fields' library dialog is styled with the article editor's and catalogue's sheets.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: editorStyles },
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
  { rel: 'stylesheet', href: breedStyles },
  { rel: 'stylesheet', href: catalogueStyles },
];

/** Families (with their breeds, for the breed of the week) and categories, in menu order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'families');
  const studio = context.services.studioBreeds;
  const [families, categories, choices] = await Promise.all([
    studio.families(),
    studio.categories(),
    studio.choices(),
  ]);
  return {
    title: studioTitle(context, 'studio_shell.screen_families'),
    families: families.map((f) => ({
      ...f,
      breeds: choices.breeds
        .filter((b) => b.id_family === f.id_family)
        .map((b) => ({ id: b.id, name: b.name })),
    })),
    categories,
  };
}

const familiesForm = z
  .object({
    intent: z.enum(['family', 'category']),
    id: z.string().regex(/^\d{1,9}$/),
  })
  .catchall(z.string().max(1000));

/** A family's or a category's form, told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'families');
  const form = await parseForm(request, familiesForm, t);
  if (!form.ok) return form.answer;
  const { intent } = form.data;
  const id = Number(form.data.id);
  const values = form.values;
  const studio = context.services.studioBreeds;
  const actor = staff.member;
  const done = () =>
    data({ ok: true as const, intent, id, message: t('studio_breeds.families_saved') });
  if (intent === 'category') {
    const fields = pathErrorsOf(categorySchema, form.data);
    if (!fields.ok)
      return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
    if (!(await studio.saveCategory(actor, id, fields.value)))
      return failed(t('studio_breeds.not_found'), 404, values);
    return done();
  }
  // An unticked box is not sent: a missing flag is false.
  const fields = pathErrorsOf(familySchema, {
    ...form.data,
    is_root_category: form.data.is_root_category ?? '',
    has_breeds: form.data.has_breeds ?? '',
  });
  if (!fields.ok)
    return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
  const result = await studio.saveFamily(actor, id, fields.value);
  if (result.ok) return done();
  if (result.reason === 'not_found') return failed(t('studio_breeds.not_found'), 404, values);
  if (result.reason === 'conflict') return failed(t('studio_breeds.conflict'), 409, values);
  return failed(t('account.fix_fields'), 422, values, fieldMessages(result.errors, t));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

type Answer = Feedback & { intent?: string; id?: number; values?: Record<string, string> };

/** /studio/families */
export default function StudioFamilies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  // Which form is on its way: its notice says so, the others keep theirs.
  const sending = (intent: string, id: number) =>
    busy &&
    navigation.formData?.get('intent') === intent &&
    Number(navigation.formData?.get('id')) === id;
  // The answer belongs to the form that was sent: the same intent and id.
  const answerOf = (intent: string, id: number) =>
    answer &&
    (answer.ok
      ? answer.intent === intent && answer.id === id
      : answer.values?.intent === intent && Number(answer.values?.id) === id)
      ? answer
      : undefined;

  const text = (
    prefix: string,
    current: Answer | undefined,
    name: string,
    label: string,
    stored: string,
    extra?: { type?: string; hint?: string },
  ) => {
    const failure = current && !current.ok ? current : undefined;
    const id = `${prefix}-${name.replace(/_/g, '-')}`;
    const hintId = extra?.hint ? `${id}-hint` : undefined;
    return (
      <div className="studio-field">
        <label htmlFor={id}>{label}</label>
        <input
          type={extra?.type ?? 'text'}
          defaultValue={failure?.values?.[name] ?? stored}
          autoComplete="off"
          {...fieldAttributes(failure, id, name, hintId)}
        />
        {extra?.hint ? (
          <p id={hintId} className="studio-hint">
            {extra.hint}
          </p>
        ) : null}
        <FieldError answer={failure} id={id} field={name} />
      </div>
    );
  };

  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_shell.screen_families')}</h1>
      <p className="studio-hint">{t('studio_breeds.families_intro')}</p>
      <h2>{t('studio_breeds.families_heading')}</h2>
      {loaderData.families.map((family) => {
        const current = answerOf('family', family.id_family);
        const failure = current && !current.ok ? current : undefined;
        const typed = failure?.values;
        const prefix = `family-${family.id_family}`;
        const checked = (name: 'is_root_category' | 'has_breeds') =>
          typed ? typed[name] === 'on' : family[name];
        const mode = typed?.breed_of_the_week_mode ?? family.breed_of_the_week_mode;
        return (
          <Form
            key={`${family.id_family}-${family.revision}`}
            method="post"
            className="studio-form studio-settings__form"
            noValidate
            aria-labelledby={`${prefix}-heading`}
          >
            <h3 id={`${prefix}-heading`}>{family.name}</h3>
            <SaveNotice
              message={current?.ok ? current.message : undefined}
              busy={sending('family', family.id_family)}
            />
            <input type="hidden" name="intent" value="family" />
            <input type="hidden" name="id" value={family.id_family} />
            <input type="hidden" name="revision" value={family.revision} />
            {text(prefix, current, 'name', t('studio_breeds.fields.name'), family.name)}
            {(['is_root_category', 'has_breeds'] as const).map((name) => (
              <div key={name} className="studio-field">
                <div className="studio-check">
                  <input
                    type="checkbox"
                    defaultChecked={checked(name)}
                    {...fieldAttributes(failure, `${prefix}-${name}`, name)}
                  />
                  <label htmlFor={`${prefix}-${name}`}>{t(`studio_breeds.fields.${name}`)}</label>
                </div>
              </div>
            ))}
            {text(
              prefix,
              current,
              'menu_colour',
              t('studio_breeds.fields.menu_colour'),
              family.menu_colour ?? '',
              {
                hint: t('studio_breeds.hints.menu_colour'),
              },
            )}
            {(
              [
                ['menu_image_url', 'menu_image', 'menu_image'],
                ['image_url', 'family_image', 'picture'],
              ] as const
            ).map(([name, label, hint]) => (
              <PictureField
                key={name}
                id={`${prefix}-${name.replace(/_/g, '-')}`}
                field={name}
                label={t(`studio_breeds.fields.${label}`)}
                hintId={`${prefix}-${name.replace(/_/g, '-')}-hint`}
                value={failure?.values?.[name] ?? family[name] ?? ''}
                answer={failure}
                hint={t(`studio_breeds.hints.${hint}`)}
              />
            ))}
            {text(
              prefix,
              current,
              'position',
              t('studio_breeds.fields.position'),
              String(family.position),
              {
                type: 'number',
              },
            )}
            <fieldset>
              <legend>{t('breeds.breed_of_the_week')}</legend>
              {(['chosen', 'weekly'] as const).map((option) => (
                <div key={option} className="studio-check">
                  <input
                    type="radio"
                    id={`${prefix}-mode-${option}`}
                    name="breed_of_the_week_mode"
                    value={option}
                    defaultChecked={mode === option}
                  />
                  <label htmlFor={`${prefix}-mode-${option}`}>
                    {t(`studio_breeds.week_modes.${option}`)}
                  </label>
                </div>
              ))}
              <div className="studio-field">
                <label htmlFor={`${prefix}-week`}>
                  {t('studio_breeds.fields.id_breed_of_the_week')}
                </label>
                <select
                  defaultValue={
                    typed?.id_breed_of_the_week ?? String(family.id_breed_of_the_week ?? '')
                  }
                  {...fieldAttributes(failure, `${prefix}-week`, 'id_breed_of_the_week')}
                >
                  <option value="">{t('studio_breeds.none')}</option>
                  {family.breeds.map((breed) => (
                    <option key={breed.id} value={breed.id}>
                      {breed.name}
                    </option>
                  ))}
                </select>
                <FieldError answer={failure} id={`${prefix}-week`} field="id_breed_of_the_week" />
              </div>
            </fieldset>
            <FormAlert
              answer={failure}
              id={`${prefix}-alert`}
              unreachable={t('studio_staff.unreachable')}
            />
            <button type="submit" className="button" disabled={busy}>
              {t('studio_breeds.save_family', { name: family.name })}
            </button>
          </Form>
        );
      })}
      <h2>{t('studio_breeds.categories_heading')}</h2>
      {loaderData.categories.map((category) => {
        const current = answerOf('category', category.id_category);
        const failure = current && !current.ok ? current : undefined;
        const prefix = `category-${category.id_category}`;
        return (
          <Form
            key={`${category.id_category}-${category.name}-${category.position}`}
            method="post"
            className="studio-form studio-settings__form"
            noValidate
            aria-label={category.name}
          >
            <SaveNotice
              message={current?.ok ? current.message : undefined}
              busy={sending('category', category.id_category)}
            />
            <input type="hidden" name="intent" value="category" />
            <input type="hidden" name="id" value={category.id_category} />
            {text(prefix, current, 'name', t('studio_breeds.fields.category_name'), category.name)}
            {text(
              prefix,
              current,
              'position',
              t('studio_breeds.fields.position'),
              String(category.position),
              {
                type: 'number',
              },
            )}
            <FormAlert
              answer={failure}
              id={`${prefix}-alert`}
              unreachable={t('studio_staff.unreachable')}
            />
            <button type="submit" className="button" disabled={busy}>
              {t('studio_breeds.save_category', { name: category.name })}
            </button>
          </Form>
        );
      })}
    </section>
  );
}
