import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useFetcher } from 'react-router';
import type { UserPet } from '../../../core/pets/user-pet.ts';
import type { action } from '../../routes/delete-pet.ts';
import { paths } from '../../../core/site/paths.ts';

/**
 * A pet's delete button on the account page: asks first, then posts to the pet's delete action
 * (decision 028) and reports how it went.
 */
export function DeletePetButton({
  pet,
  onDone,
}: {
  pet: UserPet;
  onDone: (pet: UserPet, deleted: boolean) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data;
  // Once per answer: the account page keeps `onDone` and each pet the same.
  useEffect(() => {
    if (answer) onDone(pet, answer.ok);
  }, [answer, onDone, pet]);
  return (
    <fetcher.Form
      method="post"
      action={paths.deletePet({ id: pet.id_user_pet })}
      className="account-pets__delete"
      onSubmit={(event) => {
        if (!window.confirm(t('pets.account.delete_confirm', { name: pet.name })))
          event.preventDefault();
      }}
    >
      <button
        type="submit"
        className="button button--small button--danger"
        aria-label={t('pets.account.delete_label', { name: pet.name })}
        disabled={fetcher.state !== 'idle'}
      >
        {t('pets.account.delete')}
      </button>
    </fetcher.Form>
  );
}
