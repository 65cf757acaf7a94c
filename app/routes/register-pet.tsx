import { useTranslation } from '../lib/i18n.tsx';
import { data, redirect } from 'react-router';
import { petForm } from '../../core/pets/pet-form.ts';
import { birthDateOf, parsePetFields, PET_PICTURE_MAX_BYTES } from '../../core/pets/pet-rules.ts';
import { parseId } from '../../core/shared/ids.ts';
import { interpolate, translate, translator } from '../../core/site/messages.ts';
import { PetForm } from '../components/pets/pet-form.tsx';
import {
  countedMember,
  failed,
  fieldMessages,
  isDocumentPost,
  parseForm,
} from '../lib/form-action.ts';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/register-pet';
import { paths } from '../../core/site/paths.ts';

/**
 * Where a saved pet leads: a pet changed from the account goes back there; a new pet, or the
 * pet of someone who has just registered, goes home, which is personalised for it.
 */
function afterSave(request: Request, idUserPet: number | null): 'account' | 'home' {
  const justRegistered = new URL(request.url).searchParams.get('just_registered') === '1';
  return idUserPet !== null && !justRegistered ? 'account' : 'home';
}

/** The pet `?id_user_pet=N` names: null for a new pet, undefined when N is not an id. */
function petIdOf(request: Request): number | null | undefined {
  const idText = new URL(request.url).searchParams.get('id_user_pet');
  return idText === null ? null : (parseId(idText) ?? undefined);
}

/**
 * Members only: a guest goes to sign in. `?id_user_pet=N` edits one of the
 * member's pets (anyone else's is not found); `?just_registered=1` greets a new member.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await context.visitor.member();
  if (!member) throw redirect(paths.login({}));
  const { pets, breeds, messages, settings } = context.services;
  const idUserPet = petIdOf(request);
  if (idUserPet === undefined) throw notFound();
  const pet = idUserPet === null ? null : await pets.get(member.idUser, idUserPet);
  if (idUserPet !== null && !pet) throw notFound();
  const heading = pet
    ? interpolate(translate(messages, 'pets.form.title_edit'), { name: pet.name })
    : translate(messages, 'pets.form.title_add');
  return {
    pet,
    breeds: pet ? await breeds.list(pet.family.id_family) : [],
    justRegistered: new URL(request.url).searchParams.get('just_registered') === '1',
    afterSave: afterSave(request, idUserPet),
    title: `${heading} · ${settings.title}`,
  };
}

/**
 * Adds or changes the pet (decision 028): the same upload limits, rules and service as the API's
 * POST /api/auth/me/pets and /api/auth/me/pet/:id. A page sent without scripts goes home, or back
 * to the account (afterSave), with the saved message (`?flash=pet_saved`); the form's fetcher gets
 * `{ ok: true }` and goes there itself, saying the pet was saved.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { services } = context;
  const t = translator(services.messages);
  // Counted before the member check (a guest's uploads count too), then per account.
  const counted = await countedMember(
    context,
    { perAddress: 'upload', perAccount: 'upload', action: 'pet-upload' },
    paths.login({}),
  );
  if (!counted.member) return counted.answer;
  const { member } = counted;
  const idUserPet = petIdOf(request);
  if (idUserPet === undefined) throw notFound();

  // Room for a picture just under the limit and the text fields; a bigger body is a 413 unread.
  const form = await parseForm(request, petForm, t, { maxBytes: PET_PICTURE_MAX_BYTES + 64_000 });
  if (!form.ok) return form.answer;
  const { day, month, year, ...fields } = form.data;
  const birthDate = birthDateOf({ day, month, year });
  if (birthDate === null) {
    // Half a date: said with what else is wrong (the service's rules, checked here without it).
    const others = parsePetFields({ ...fields, birth_date: '' });
    return failed(t('pets.errors.fix_fields'), 400, form.values, {
      ...(others.ok ? {} : fieldMessages(others.errors, t)),
      birth_date: t('pets.form.birth_date_incomplete'),
    });
  }
  const file = form.files.picture;
  if (file && file.size >= PET_PICTURE_MAX_BYTES)
    return failed(t('pets.image_too_large'), 413, form.values, {
      picture: t('pets.image_too_large'),
    });
  // A browser sends an empty file part when no file was chosen: no new picture.
  const picture = file?.size ? Buffer.from(await file.arrayBuffer()) : null;
  const result = await services.pets.save({
    idUser: member.idUser,
    idUserPet,
    fields: { ...fields, birth_date: birthDate },
    picture,
  });
  if (result.ok) {
    if (isDocumentPost(request))
      throw redirect(
        `${afterSave(request, idUserPet) === 'account' ? paths.account({}) : '/'}?flash=pet_saved`,
      );
    return data({ ok: true as const });
  }
  if (result.reason === 'not_found') throw notFound();
  const wrong = Object.keys(result.errors);
  // A file that is not a picture, and nothing else wrong: say so in the message itself.
  const pictureOnly = wrong.length === 1 && wrong[0] === 'picture';
  return failed(
    t(pictureOnly ? 'pets.errors.picture_invalid' : 'pets.errors.fix_fields'),
    400,
    form.values,
    fieldMessages(result.errors, t),
  );
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /register/pet: add a pet, or edit one. */
export default function RegisterPet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pet, breeds, justRegistered, afterSave: then } = loaderData;
  return (
    <div className="page register-pet">
      <h1>{pet ? t('pets.form.title_edit', { name: pet.name }) : t('pets.form.title_add')}</h1>
      {justRegistered ? (
        <p className="register-pet__welcome" data-testid="pet-welcome">
          {t('pets.form.welcome')}
        </p>
      ) : null}
      <p className="register-pet__intro">{t('pets.form.intro')}</p>
      {/* A new form for each pet: its values start from that pet. */}
      <PetForm key={pet?.id_user_pet ?? 'new'} pet={pet} initialBreeds={breeds} afterSave={then} />
    </div>
  );
}
