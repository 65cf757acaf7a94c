import { data, redirect } from 'react-router';
import { parseId } from '../../core/shared/ids.ts';
import { translator } from '../../core/site/messages.ts';
import { failed, isDocumentPost } from '../lib/form-action.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/delete-pet';
import { paths } from '../../core/site/paths.ts';

/** Only posted to: there is no page here. */
export function loader(): never {
  throw notFound();
}

/**
 * Deletes one of the member's pets and its picture (decision 028), as DELETE
 * /api/auth/me/pet/:id does: another member's pet, or none, is not found. The account page's
 * fetcher gets `{ ok: true }`; a form sent without scripts goes back to the account page.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const member = await context.visitor.member();
  if (!member) throw redirect(paths.login({}, { redirect: paths.account({}) }));
  const t = translator(context.services.messages);
  const idUserPet = parseId(params.id);
  if (idUserPet === null || !(await context.services.pets.delete(member.idUser, idUserPet)))
    return failed(t('pets.errors.not_found'), 404);
  if (isDocumentPost(request)) throw redirect(paths.account({}));
  return data({ ok: true as const });
}
