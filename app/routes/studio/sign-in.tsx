import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Form, redirect, useNavigation } from 'react-router';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { translator } from '../../../core/site/messages.ts';
import { OneTimeCodeField } from '../../components/studio/one-time-code-field.tsx';
import { ErrorSummary, StudioField } from '../../components/studio/studio-form.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, parseForm, refused } from '../../lib/form-action.ts';
import { signInForm } from '../../lib/studio-forms.ts';
import { returnPath, returnQuery, studioTitle } from '../../lib/studio-staff.server.ts';
import type { Route } from './+types/sign-in';

/**
 * /studio/sign-in (decision 034): the password, then the second factor (a code from the
 * authenticator app or a recovery code) on the same page; a staff member without a second factor
 * goes on to /studio/enrol. Signed in already: on to the studio.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await context.studio.staff();
  if (staff?.verified) throw redirect(returnPath(request));
  if (staff?.enrolling) throw redirect(studioPaths.studioEnrol({}, returnQuery(request)));
  const signedOut = new URL(request.url).searchParams.get('signed_out') === '1';
  return {
    title: studioTitle(context, 'studio_shell.sign_in_heading'),
    step: staff ? ('code' as const) : ('password' as const),
    email: staff?.member.email ?? null,
    signedOut: signedOut && !staff,
  };
}

/**
 * Each step as the API's (server/api/studio/sign-in.ts, decision 031): the same rate limits and
 * login guards, the same services; then a redirect (post/redirect/get), so a reload posts nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const form = await parseForm(request, signInForm, t);
  if (!form.ok) return form.answer;
  const { intent, email = '', password = '', code = '' } = form.data;
  const here = studioPaths.studioSignIn({}, returnQuery(request));

  if (intent === 'restart') {
    await context.studio.end();
    return redirect(here);
  }

  if (intent === 'password') {
    const limited = await context.actions.limit('studioPassword');
    if (limited) return refused(limited, form.values);
    const missing = {
      ...(email.trim() ? {} : { email: t('account_page.required') }),
      ...(password ? {} : { password: t('account_page.required') }),
    };
    if (Object.keys(missing).length)
      return failed(t('account.fix_fields'), 400, form.values, missing);
    const waiting = await context.studio.passwordGuard.check(email);
    if (waiting) return refused(waiting, form.values);
    const row = await context.services.studio.checkPassword(email, password);
    if (!row) {
      await context.studio.passwordGuard.failed(email);
      return failed(t('studio.sign_in_failed'), 401, form.values);
    }
    await context.studio.passwordGuard.succeeded(email);
    const step = await context.services.studio.beginSecondFactor(
      row,
      request.headers.get('user-agent') ?? undefined,
    );
    await context.studio.setToken(step.token);
    return redirect(
      step.step === 'enrol' ? studioPaths.studioEnrol({}, returnQuery(request)) : here,
    );
  }

  // The second factor of the session the password started.
  const limited = await context.actions.limit('studioSecondFactor');
  if (limited) return refused(limited);
  const pending = await context.studio.pending();
  if (!pending) return failed(t('studio.sign_in_first'), 401);
  if (!code.trim())
    return failed(t('account.fix_fields'), 400, {}, { code: t('account_page.required') });
  const account = pending.session.staff.email;
  const waiting = await context.studio.codeGuard.check(account);
  if (waiting) return refused(waiting);
  if (!pending.session.staff.enrolled)
    return redirect(studioPaths.studioEnrol({}, returnQuery(request)));
  const done = await context.services.studio.completeSignIn(pending.token, pending.session, code);
  if (done === 'expired') return failed(t('studio.sign_in_first'), 401);
  if (done === 'wrong') {
    await context.studio.codeGuard.failed(account);
    return failed(t('studio.code_wrong'), 401, {}, { code: t('studio_shell.code_wrong_short') });
  }
  await context.studio.codeGuard.succeeded(account);
  await context.studio.setToken(done.token);
  return redirect(returnPath(request));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const answer = actionData;
  const values = answer && !answer.ok ? answer.values : {};
  // A wrong sign-in concerns both fields: both are described by the summary.
  const wrong =
    answer && !answer.ok && !Object.keys(answer.errors).length ? 'sign-in-error' : undefined;

  if (loaderData.step === 'code') {
    return (
      <section className="studio-page" aria-labelledby="studio-heading">
        <StepHeading>{t('studio_shell.code_heading')}</StepHeading>
        <p>{t('studio_shell.code_intro', { email: loaderData.email })}</p>
        <ErrorSummary
          answer={answer}
          id="sign-in-error"
          labels={{ code: { label: t('studio_shell.code_label'), id: 'sign-in-code' } }}
          unreachable={t('studio_shell.unreachable')}
        />
        <Form method="post" className="studio-form" aria-busy={sending}>
          <input type="hidden" name="intent" value="code" />
          <OneTimeCodeField
            answer={answer}
            id="sign-in-code"
            label={t('studio_shell.code_label')}
            hint={t('studio_shell.code_hint')}
            describedBy={wrong}
            recovery
          />
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('studio_shell.signing_in') : t('studio_shell.sign_in')}
          </button>
        </Form>
        <Form method="post" className="studio-actions">
          <input type="hidden" name="intent" value="restart" />
          <button type="submit" className="button button--ghost button--small">
            {t('studio_shell.other_account')}
          </button>
        </Form>
      </section>
    );
  }

  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_shell.sign_in_heading')}</h1>
      {loaderData.signedOut ? (
        <p className="studio-status" role="status">
          {t('studio_shell.signed_out')}
        </p>
      ) : null}
      <ErrorSummary
        answer={answer}
        id="sign-in-error"
        labels={{
          email: { label: t('studio_shell.email_label'), id: 'sign-in-email' },
          password: { label: t('studio_shell.password_label'), id: 'sign-in-password' },
        }}
        unreachable={t('studio_shell.unreachable')}
      />
      <Form method="post" className="studio-form" aria-busy={sending}>
        <input type="hidden" name="intent" value="password" />
        <StudioField
          answer={answer}
          id="sign-in-email"
          name="email"
          type="email"
          label={t('studio_shell.email_label')}
          describedBy={wrong}
          autoComplete="username"
          defaultValue={values.email}
          required
        />
        <StudioField
          answer={answer}
          id="sign-in-password"
          name="password"
          type="password"
          label={t('studio_shell.password_label')}
          describedBy={wrong}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('studio_shell.signing_in') : t('studio_shell.continue')}
        </button>
      </Form>
    </section>
  );
}

/**
 * The second step's heading takes the focus when the step appears (the path stays the same, so
 * the studio's frame does not move it): a screen reader announces it, the next Tab is the field.
 */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <h1 id="studio-heading" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
