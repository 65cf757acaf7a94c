import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { parseId } from '../../core/shared/ids.ts';
import { translate } from '../../core/site/messages.ts';
import { PetForm } from '../components/pets/pet-form.tsx';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/register-pet';

/**
 * Members only: a guest goes to sign in. `?id_user_pet=N` edits one of the
 * member's pets (anyone else's is not found); `?just_registered=1` greets a new member.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await context.visitor.member();
  if (!member) throw redirect('/login');
  const { pets, breeds, messages, settings } = context.services;
  const query = new URL(request.url).searchParams;
  const idText = query.get('id_user_pet');
  let pet = null;
  if (idText !== null) {
    const idUserPet = parseId(idText);
    if (idUserPet === null) throw notFound();
    pet = await pets.get(member.idUser, idUserPet);
    if (!pet) throw notFound();
  }
  const heading = pet
    ? translate(messages, 'pets.form.title_edit').replace('{{name}}', pet.name)
    : translate(messages, 'pets.form.title_add');
  return {
    pet,
    breeds: pet ? await breeds.list(pet.family.id_family) : [],
    justRegistered: query.get('just_registered') === '1',
    title: `${heading} · ${settings.title}`,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /register/pet: add a pet, or edit one. */
export default function RegisterPet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pet, breeds, justRegistered } = loaderData;
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
      <PetForm key={pet?.id_user_pet ?? 'new'} pet={pet} initialBreeds={breeds} />
    </div>
  );
}
