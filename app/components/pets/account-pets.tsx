import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import type { UserPet } from '../../../core/pets/user-pet.ts';
import { getJson } from '../../lib/api.ts';
import { DeletePetButton } from './delete-pet-button.tsx';
import { paths } from '../../../core/site/paths.ts';
import { TitledSection } from '../titled-section.tsx';

/**
 * The account page's pets: each pet with an
 * edit link to /register/pet?id_user_pet=N and a delete button that asks first
 * (delete-pet-button.tsx).
 */
export function AccountPets() {
  const { t } = useTranslation();
  const [pets, setPets] = useState<UserPet[] | undefined>();
  const [status, setStatus] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getJson<UserPet[]>('/api/auth/me/pets', { signal: controller.signal })
      .then(setPets)
      .catch(() => {
        if (!controller.signal.aborted) setPets([]);
      });
    return () => controller.abort();
  }, []);

  const deleted = useCallback(
    (pet: UserPet, ok: boolean) => {
      if (ok) {
        setPets((current) => current?.filter((p) => p.id_user_pet !== pet.id_user_pet));
        setStatus({ kind: 'done', text: t('pets.account.deleted', { name: pet.name }) });
      } else {
        setStatus({ kind: 'failed', text: t('pets.account.delete_failed') });
      }
    },
    [t],
  );

  return (
    <TitledSection
      id="account-pets"
      className="account-pets"
      testId="account-pets"
      title={t('pets.account.heading')}
    >
      {status ? (
        <p
          className={`account-pets__status account-pets__status--${status.kind}`}
          role={status.kind === 'failed' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      ) : null}
      {pets === undefined ? null : pets.length ? (
        <ul className="account-pets__list">
          {pets.map((pet) => (
            <li key={pet.id_user_pet} className="account-pets__pet" data-pet-id={pet.id_user_pet}>
              {pet.image_path ? (
                <img
                  src={pet.image_path}
                  alt=""
                  aria-hidden="true"
                  width="64"
                  height="64"
                  loading="lazy"
                />
              ) : null}
              <span className="account-pets__name">{pet.name}</span>
              <span className="account-pets__breed">
                {pet.breed?.name ?? t('pets.account.no_breed')} · {pet.family.name}
              </span>
              <Link
                to={paths.registerPet({}, { id_user_pet: pet.id_user_pet })}
                className="button button--small"
                aria-label={t('pets.account.edit_label', { name: pet.name })}
              >
                {t('pets.account.edit')}
              </Link>
              <DeletePetButton pet={pet} onDone={deleted} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('pets.account.empty')}</p>
      )}
      <p>
        <Link to={paths.registerPet({})} className="account-pets__add">
          {t('pets.account.add')}
        </Link>
      </p>
    </TitledSection>
  );
}
