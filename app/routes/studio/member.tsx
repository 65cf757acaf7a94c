import { useTranslation } from '../../lib/i18n.tsx';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { eraseConfirmed } from '../../../core/accounts/member-rules.ts';
import { parseId } from '../../../core/shared/ids.ts';
import { translator } from '../../../core/site/messages.ts';
import { studioFiles, studioPaths } from '../../../core/site/studio-paths.ts';
import { fieldAttributes, FieldError, FormAlert } from '../../components/form-feedback.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, parseForm } from '../../lib/form-action.ts';
import { notFound } from '../../lib/not-found.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { studioWhen } from '../../lib/studio-when.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/member';
import { SaveNotice } from '../../components/studio/studio-form.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

const memberId = (params: { id: string }) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  return id;
};

/** /studio/members/:id (decision 048): profile and pets, never the password hash or a token. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await studioStaff(request, context, 'members');
  const member = await context.services.members.get(memberId(params));
  if (!member) throw notFound();
  const { locale } = context.services.settings;
  return {
    title: studioTitle(context, 'studio_members.member_heading'),
    member: {
      id: member.id,
      username: member.username,
      email: member.email,
      locale: member.locale,
      since: studioWhen(member.createdAt, locale),
      disabled: member.disabledAt ? studioWhen(member.disabledAt, locale) : null,
      newsletter: member.newsletter,
      activeSessions: member.activeSessions,
      pets: member.pets.map((pet) => ({
        id: pet.id_user_pet,
        name: pet.name,
        family: pet.family.name,
        breed: pet.breed?.name ?? null,
        birthDate: pet.birth_date,
      })),
    },
  };
}

const memberForm = z.object({
  intent: z.enum(['disable', 'enable', 'reset', 'erase']),
  confirmation: z.string().max(1000).optional(),
});

/** Disable, enable, send a reset, erase: the services POST /api/studio/members/:id/* calls. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await studioStaff(request, context, 'members');
  const t = translator(context.services.messages);
  const id = memberId(params);
  const form = await parseForm(request, memberForm, t);
  if (!form.ok) return form.answer;
  const members = context.services.members;
  const actor = staff.member;
  const done = (intent: string, message: string) => data({ ok: true as const, intent, message });
  const missing = () => failed(t('studio_members.not_found'), 404);
  switch (form.data.intent) {
    case 'disable':
    case 'enable': {
      const disable = form.data.intent === 'disable';
      if (!(await members.setDisabled(actor, id, disable))) return missing();
      return done(
        form.data.intent,
        t(disable ? 'studio_members.disabled_done' : 'studio_members.enabled_done'),
      );
    }
    case 'reset':
      if (!(await members.sendPasswordReset(actor, id))) return missing();
      return done('reset', t('studio_members.reset_sent'));
    case 'erase': {
      const email = await members.emailOf(id);
      if (!email) return missing();
      if (!eraseConfirmed(form.data.confirmation ?? '', email))
        return failed(t('account.fix_fields'), 422, form.values, {
          confirmation: t('studio_members.erase_mismatch'),
        });
      await members.erase(actor, id);
      return redirect(`${studioPaths.studioMembers({})}?erased=1`);
    }
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioMember({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { member } = loaderData;
  const failure = answer && !answer.ok ? answer : undefined;
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <p>
        <Link to={studioPaths.studioMembers({})}>{t('studio_members.back')}</Link>
      </p>
      <h1 id="studio-heading">{member.username}</h1>
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      <h2>{t('studio_members.profile_heading')}</h2>
      <dl className="studio-facts">
        <dt>{t('studio_members.columns.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('studio_members.language')}</dt>
        <dd>{member.locale}</dd>
        <dt>{t('studio_members.columns.since')}</dt>
        <dd>
          <time dateTime={member.since.iso}>{member.since.text}</time>
        </dd>
        <dt>{t('studio_members.columns.state')}</dt>
        <dd>
          {member.disabled ? (
            <>
              {t('studio_members.states.disabled')} (
              <time dateTime={member.disabled.iso}>{member.disabled.text}</time>)
            </>
          ) : (
            t('studio_members.states.active')
          )}
        </dd>
        <dt>{t('studio_members.newsletter')}</dt>
        <dd>
          {member.newsletter
            ? t(`studio_subscribers.states.${member.newsletter}`)
            : t('studio_members.newsletter_none')}
        </dd>
        <dt>{t('studio_members.sessions')}</dt>
        <dd>{member.activeSessions}</dd>
      </dl>

      <h2 id="member-pets-heading">{t('studio_members.pets_heading')}</h2>
      {member.pets.length ? (
        <ul className="studio-list" aria-labelledby="member-pets-heading">
          {member.pets.map((pet) => (
            <li key={pet.id}>
              <strong>{pet.name}</strong>: {pet.family}
              {pet.breed ? `, ${pet.breed}` : ''}
              {pet.birthDate ? (
                <>
                  {' '}
                  ({t('studio_members.born')} <time dateTime={pet.birthDate}>{pet.birthDate}</time>)
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('studio_members.no_pets')}</p>
      )}

      <h2>{t('studio_members.actions_heading')}</h2>
      <div className="studio-actions">
        <Form method="post">
          <input type="hidden" name="intent" value={member.disabled ? 'enable' : 'disable'} />
          <button type="submit" className="button" disabled={busy}>
            {member.disabled ? t('studio_members.enable') : t('studio_members.disable')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="reset" />
          <button type="submit" className="button" disabled={busy}>
            {t('studio_members.send_reset')}
          </button>
        </Form>
        <a href={studioFiles.memberExport(member.id)} download>
          {t('studio_members.export')}
        </a>
      </div>
      <p className="studio-hint">{t('studio_members.disable_hint')}</p>

      <Form method="post" className="studio-form" aria-labelledby="member-erase-heading" noValidate>
        <h2 id="member-erase-heading">{t('studio_members.erase_heading')}</h2>
        <p className="studio-hint" id="member-erase-hint">
          {t('studio_members.erase_intro', { email: member.email })}
        </p>
        <input type="hidden" name="intent" value="erase" />
        <div className="studio-field">
          <label htmlFor="member-erase-confirmation">{t('studio_members.erase_label')}</label>
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            defaultValue=""
            {...fieldAttributes(
              failure,
              'member-erase-confirmation',
              'confirmation',
              'member-erase-hint',
            )}
          />
          <FieldError answer={failure} id="member-erase-confirmation" field="confirmation" />
        </div>
        <FormAlert
          answer={failure}
          id="member-erase-alert"
          unreachable={t('studio_staff.unreachable')}
        />
        <button type="submit" className="button button--danger" disabled={busy}>
          {t('studio_members.erase')}
        </button>
      </Form>
    </section>
  );
}
