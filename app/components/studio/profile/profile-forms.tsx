// Over 300 lines on purpose: the profile screen's forms share their feedback helpers.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Form, useNavigation } from 'react-router';
import { PROFILE_LIMITS } from '../../../../core/studio/profile-rules.ts';
import { fieldAttributes, FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';
import { PasswordField } from '../../password-field.tsx';
import { StudioField, SaveNotice } from '../studio-form.tsx';

/** What the profile screen's action answered: a form's success, or a refusal with its values. */
export type ProfileAnswer =
  | { ok: true; intent: string; message: string; recoveryCodes?: string[] }
  | (Feedback & { ok: false; values?: Record<string, string> });

/**
 * One form of the profile screen (`intent` tells them apart in the action): its part of the
 * page's answer, whether it is being sent, and a ref that empties the form once it succeeded.
 */
function useProfileForm(pageAnswer: ProfileAnswer | undefined, intent: string) {
  const navigation = useNavigation();
  const mine = pageAnswer?.ok
    ? pageAnswer.intent === intent
    : pageAnswer?.values?.intent === intent;
  const answer = mine ? pageAnswer : undefined;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  const status = {
    answer,
    failure: answer && !answer.ok ? answer : undefined,
    saving: navigation.state !== 'idle' && navigation.formData?.get('intent') === intent,
  };
  return [form, status] as const;
}

type FormStatus = ReturnType<typeof useProfileForm>[1];

/** The end of every profile form: its success or its failure, then its button. */
function FormEnd({ state, id, submit }: { state: FormStatus; id: string; submit: string }) {
  const { t } = useTranslation();
  const { answer, failure, saving } = state;
  return (
    <>
      <SaveNotice
        message={answer?.ok ? answer.message : undefined}
        busy={saving}
        className="studio-status"
      />
      <FormAlert answer={failure} id={`${id}-alert`} unreachable={t('studio_staff.unreachable')} />
      <button type="submit" className="button" disabled={saving}>
        {saving ? t('studio_staff.working') : submit}
      </button>
    </>
  );
}

/** A section of the profile screen under its own heading. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="studio-profile__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}

interface Profile {
  displayName: string;
  credentials: string;
  authorName: string;
  occupation: string;
  biography: string;
}

/** Name and credentials in the studio, and the public byline: one form, one save. */
export function ProfileForm({
  profile,
  answer: pageAnswer,
}: {
  profile: Profile;
  answer: ProfileAnswer | undefined;
}) {
  const { t } = useTranslation();
  const [, state] = useProfileForm(pageAnswer, 'profile');
  const { failure, saving } = state;
  const text = (field: keyof Profile & string, name: string, label: string, hint?: string) => (
    <StudioField
      answer={failure}
      id={`profile-${name}`}
      name={name}
      label={label}
      hint={hint}
      type="text"
      defaultValue={failure?.values?.[name] ?? profile[field]}
    />
  );
  return (
    <Form method="post" className="studio-form studio-profile__form" noValidate aria-busy={saving}>
      <input type="hidden" name="intent" value="profile" />
      <fieldset>
        <legend>{t('studio_staff.studio_heading')}</legend>
        {text('displayName', 'display_name', t('studio_staff.studio_name'))}
        {text(
          'credentials',
          'credentials',
          t('studio_staff.credentials'),
          t('studio_staff.credentials_hint'),
        )}
      </fieldset>
      <fieldset>
        <legend>{t('studio_staff.byline_heading')}</legend>
        <p className="studio-hint">{t('studio_staff.byline_intro')}</p>
        {text('authorName', 'author_name', t('studio_staff.author_name'))}
        {text('occupation', 'occupation', t('studio_staff.occupation'))}
        <div className="studio-field">
          <label htmlFor="profile-biography">{t('studio_staff.biography')}</label>
          <textarea
            rows={6}
            maxLength={PROFILE_LIMITS.biography}
            defaultValue={failure?.values?.biography ?? profile.biography}
            {...fieldAttributes(failure, 'profile-biography', 'biography')}
          />
          <FieldError answer={failure} id="profile-biography" field="biography" />
        </div>
      </fieldset>
      <FormEnd state={state} id="profile-form" submit={t('studio_staff.save_profile')} />
    </Form>
  );
}

/** The byline's picture: uploaded, re-encoded and stripped of metadata by the server. */
export function PictureForm({
  imageUrl,
  name,
  answer: pageAnswer,
}: {
  imageUrl: string | null;
  name: string;
  answer: ProfileAnswer | undefined;
}) {
  const { t } = useTranslation();
  const [form, state] = useProfileForm(pageAnswer, 'picture');
  return (
    <Section id="profile-picture" heading={t('studio_staff.picture_heading')}>
      {imageUrl ? (
        <img
          className="studio-profile__picture"
          src={imageUrl}
          alt={t('studio_staff.picture_alt', { name })}
          width={120}
          height={120}
        />
      ) : (
        <p className="studio-hint">{t('studio_staff.picture_none')}</p>
      )}
      <Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        className="studio-form"
        noValidate
        aria-busy={state.saving}
      >
        <input type="hidden" name="intent" value="picture" />
        <label htmlFor="profile-picture">{t('studio_staff.picture_label')}</label>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          required
          {...fieldAttributes(state.failure, 'profile-picture', 'picture', 'profile-picture-hint')}
        />
        <p id="profile-picture-hint" className="studio-hint">
          {t('studio_staff.picture_hint')}
        </p>
        <FieldError answer={state.failure} id="profile-picture" field="picture" />
        <FormEnd state={state} id="profile-picture" submit={t('studio_staff.upload_picture')} />
      </Form>
    </Section>
  );
}

/**
 * A form of one's own that asks for the password first (decision 031's re-authentication):
 * the current password, any other fields, then the form's end.
 */
function PasswordFirstForm({
  intent,
  id,
  answer: pageAnswer,
  submit,
  children,
}: {
  intent: string;
  id: string;
  answer: ProfileAnswer | undefined;
  submit: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form, state] = useProfileForm(pageAnswer, intent);
  return (
    <Form ref={form} method="post" className="studio-form" noValidate aria-busy={state.saving}>
      <input type="hidden" name="intent" value={intent} />
      <PasswordField
        answer={state.failure}
        id={`${id}-current-password`}
        name="current_password"
        label={t('studio_staff.current_password')}
        autoComplete="current-password"
      />
      {children}
      <FormEnd state={state} id={id} submit={submit} />
    </Form>
  );
}

/** One's own password: the current one, then the new one; the other sessions end. */
export function PasswordForm({ answer }: { answer: ProfileAnswer | undefined }) {
  const { t } = useTranslation();
  const failure = answer && !answer.ok && answer.values?.intent === 'password' ? answer : undefined;
  return (
    <Section id="profile-password" heading={t('studio_staff.password_heading')}>
      <PasswordFirstForm
        intent="password"
        id="profile-password"
        answer={answer}
        submit={t('studio_staff.change_password')}
      >
        <PasswordField
          answer={failure}
          id="profile-new-password"
          name="new_password"
          label={t('studio_staff.new_password')}
          autoComplete="new-password"
          describedBy="profile-new-password-hint"
          hint={
            <p id="profile-new-password-hint" className="studio-hint">
              {t('studio_staff.new_password_hint')}
            </p>
          }
        />
      </PasswordFirstForm>
    </Section>
  );
}

/** The second factor as the profile shows it (core/studio/own-second-factor.ts). */
export interface SecurityState {
  enrolledAt: { iso: string; text: string } | null;
  recoveryCodesLeft: number;
  /** How many a new set has (ten). */
  recoveryCodesTotal: number;
  lastSignIn: { iso: string; text: string } | null;
}

/**
 * Security (decision 040): the last sign-in, the authenticator and the recovery codes left;
 * replacing the authenticator and making new recovery codes, each after the password.
 */
export function SecuritySection({
  security,
  answer,
}: {
  security: SecurityState;
  answer: ProfileAnswer | undefined;
}) {
  const { t } = useTranslation();
  const left = security.recoveryCodesLeft;
  return (
    <Section id="profile-security" heading={t('studio_security.heading')}>
      <dl className="studio-profile__facts">
        <dt>{t('studio_security.last_sign_in')}</dt>
        <dd>
          {security.lastSignIn ? (
            <time dateTime={security.lastSignIn.iso}>{security.lastSignIn.text}</time>
          ) : (
            t('studio_staff.not_known')
          )}
        </dd>
        <dt>{t('studio_security.authenticator')}</dt>
        <dd>
          {security.enrolledAt ? (
            <>
              {t('studio_security.authenticator_since')}{' '}
              <time dateTime={security.enrolledAt.iso}>{security.enrolledAt.text}</time>
            </>
          ) : (
            t('studio_staff.not_enrolled')
          )}
        </dd>
        <dt>{t('studio_security.codes_left_label')}</dt>
        <dd data-testid="recovery-codes-left">
          {t('studio_security.codes_left', { left, total: security.recoveryCodesTotal })}
          {left <= 3 ? ` ${t('studio_security.codes_few')}` : ''}
        </dd>
      </dl>
      <h3>{t('studio_security.replace_heading')}</h3>
      <p className="studio-hint">{t('studio_security.replace_intro')}</p>
      <PasswordFirstForm
        intent="replace-authenticator"
        id="profile-replace"
        answer={answer}
        submit={t('studio_security.replace_submit')}
      />
      <h3>{t('studio_security.codes_heading')}</h3>
      <p className="studio-hint">{t('studio_security.codes_intro')}</p>
      <PasswordFirstForm
        intent="recovery-codes"
        id="profile-codes"
        answer={answer}
        submit={t('studio_security.codes_submit')}
      />
    </Section>
  );
}
