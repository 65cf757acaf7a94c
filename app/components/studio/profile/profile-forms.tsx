import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { PROFILE_LIMITS } from '../../../../core/studio/profile-rules.ts';
import { fieldAttributes, FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';
import { PasswordField } from '../../password-field.tsx';

/** What the profile screen's action answered: a form's success, or a refusal with its values. */
export type ProfileAnswer =
  | { ok: true; intent: string; message: string }
  | (Feedback & { ok: false; values?: Record<string, string> });

/** The answer if it belongs to the form of `intent`. */
function answerOf(answer: ProfileAnswer | undefined, intent: string): ProfileAnswer | undefined {
  if (!answer) return undefined;
  if (answer.ok) return answer.intent === intent ? answer : undefined;
  return answer.values?.intent === intent ? answer : undefined;
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

function Success({ answer }: { answer: ProfileAnswer | undefined }) {
  return answer?.ok ? (
    <p className="studio-status" role="status">
      {answer.message}
    </p>
  ) : null;
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
  const answer = answerOf(pageAnswer, 'profile');
  const failure = answer && !answer.ok ? answer : undefined;
  const saving = useSubmitting('profile');
  const value = (field: string, saved: string) => failure?.values?.[field] ?? saved;
  const text = (field: string, saved: string, label: string, hint?: string) => (
    <div className="studio-field">
      <label htmlFor={`profile-${field}`}>{label}</label>
      <input
        type="text"
        defaultValue={value(field, saved)}
        {...fieldAttributes(
          failure,
          `profile-${field}`,
          field,
          hint ? `profile-${field}-hint` : undefined,
        )}
      />
      {hint ? (
        <p id={`profile-${field}-hint`} className="studio-hint">
          {hint}
        </p>
      ) : null}
      <FieldError answer={failure} id={`profile-${field}`} field={field} />
    </div>
  );
  return (
    <Form method="post" className="studio-form studio-profile__form" noValidate aria-busy={saving}>
      <input type="hidden" name="intent" value="profile" />
      <fieldset>
        <legend>{t('studio_staff.studio_heading')}</legend>
        {text('display_name', profile.displayName, t('studio_staff.studio_name'))}
        {text(
          'credentials',
          profile.credentials,
          t('studio_staff.credentials'),
          t('studio_staff.credentials_hint'),
        )}
      </fieldset>
      <fieldset>
        <legend>{t('studio_staff.byline_heading')}</legend>
        <p className="studio-hint">{t('studio_staff.byline_intro')}</p>
        {text('author_name', profile.authorName, t('studio_staff.author_name'))}
        {text('occupation', profile.occupation, t('studio_staff.occupation'))}
        <div className="studio-field">
          <label htmlFor="profile-biography">{t('studio_staff.biography')}</label>
          <textarea
            rows={6}
            maxLength={PROFILE_LIMITS.biography}
            defaultValue={value('biography', profile.biography)}
            {...fieldAttributes(failure, 'profile-biography', 'biography')}
          />
          <FieldError answer={failure} id="profile-biography" field="biography" />
        </div>
      </fieldset>
      <Success answer={answer} />
      <FormAlert
        answer={failure}
        id="profile-form-alert"
        unreachable={t('studio_staff.unreachable')}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving ? t('studio_staff.working') : t('studio_staff.save_profile')}
      </button>
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
  const answer = answerOf(pageAnswer, 'picture');
  const failure = answer && !answer.ok ? answer : undefined;
  const saving = useSubmitting('picture');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return (
    <section className="studio-profile__section" aria-labelledby="profile-picture-heading">
      <h2 id="profile-picture-heading">{t('studio_staff.picture_heading')}</h2>
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
        aria-busy={saving}
      >
        <input type="hidden" name="intent" value="picture" />
        <label htmlFor="profile-picture">{t('studio_staff.picture_label')}</label>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          required
          {...fieldAttributes(failure, 'profile-picture', 'picture', 'profile-picture-hint')}
        />
        <p id="profile-picture-hint" className="studio-hint">
          {t('studio_staff.picture_hint')}
        </p>
        <FieldError answer={failure} id="profile-picture" field="picture" />
        <Success answer={answer} />
        <FormAlert
          answer={failure}
          id="profile-picture-alert"
          unreachable={t('studio_staff.unreachable')}
        />
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('studio_staff.working') : t('studio_staff.upload_picture')}
        </button>
      </Form>
    </section>
  );
}

/** One's own password: the current one, then the new one; the other sessions end. */
export function PasswordForm({ answer: pageAnswer }: { answer: ProfileAnswer | undefined }) {
  const { t } = useTranslation();
  const answer = answerOf(pageAnswer, 'password');
  const failure = answer && !answer.ok ? answer : undefined;
  const saving = useSubmitting('password');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return (
    <section className="studio-profile__section" aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{t('studio_staff.password_heading')}</h2>
      <Form ref={form} method="post" className="studio-form" noValidate aria-busy={saving}>
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          answer={failure}
          id="profile-current-password"
          name="current_password"
          label={t('studio_staff.current_password')}
          autoComplete="current-password"
        />
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
        <Success answer={answer} />
        <FormAlert
          answer={failure}
          id="profile-password-alert"
          unreachable={t('studio_staff.unreachable')}
        />
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('studio_staff.working') : t('studio_staff.change_password')}
        </button>
      </Form>
    </section>
  );
}
