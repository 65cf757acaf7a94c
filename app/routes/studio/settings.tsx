import { useTranslation } from '../../lib/i18n.tsx';
import { data, useActionData } from 'react-router';
import { z } from 'zod';
import {
  editableSettingsSchema,
  SETTING_FLAGS,
  SETTING_NAMES,
  type SettingName,
} from '../../../core/site/editable-settings.ts';
import { translator } from '../../../core/site/messages.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import {
  SettingsForm,
  type SettingsAnswer,
} from '../../components/studio/settings/settings-form.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, fieldMessages, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import settingsStyles from '../../styles/settings-screen.css?url';
import type { Route } from './+types/settings';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: staffStyles },
  { rel: 'stylesheet', href: settingsStyles },
];

/** The website settings: what every page shows, for admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'settings');
  const { revision, values, defaults } = context.services.siteSettings.read();
  // Where page views go is the server's configuration, shown here read-only (decision 079).
  const { provider, url } = context.services.settings.analytics;
  return {
    title: studioTitle(context, 'studio_settings.heading'),
    revision,
    values,
    defaults,
    analytics: { provider, url: provider === 'beacon' ? url : null },
  };
}

/** The form as posted: text fields, ticked boxes only, and the revision it was loaded at. */
const settingsForm = z.object({
  revision: z.string().regex(/^\d{1,9}$/),
  ...(Object.fromEntries(
    SETTING_NAMES.map((name) => [name, z.string().max(10_000).optional()]),
  ) as Record<SettingName, z.ZodOptional<z.ZodString>>),
});

/** Saves the settings through the service PUT /api/studio/settings uses; works without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'settings');
  const form = await parseForm(request, settingsForm, t);
  if (!form.ok) return form.answer;
  const input: Record<string, unknown> = { ...form.data };
  // An unticked box is not sent at all.
  for (const name of SETTING_FLAGS) input[name] = form.data[name] === 'on';
  const fields = fieldErrorsOf(editableSettingsSchema, input);
  if (!fields.ok)
    return failed(t('account.fix_fields'), 422, form.values, fieldMessages(fields.errors, t));
  const result = await context.services.siteSettings.save(staff.member, {
    revision: Number(form.data.revision),
    values: fields.value,
  });
  if (!result.ok) return failed(t('studio_settings.conflict'), 409, form.values);
  return data({
    ok: true as const,
    message: t(result.changed.length ? 'studio_settings.saved' : 'studio_settings.unchanged'),
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/** /studio/settings */
export default function StudioSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as SettingsAnswer | undefined;
  return (
    <section className="studio-page studio-settings" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_settings.heading')}</h1>
      <p className="studio-hint">{t('studio_settings.intro')}</p>
      <SettingsForm
        revision={loaderData.revision}
        values={loaderData.values}
        defaults={loaderData.defaults}
        answer={answer}
      />
      <section
        id="settings-analytics"
        className="studio-settings__analytics"
        aria-labelledby="settings-analytics-heading"
        tabIndex={-1}
      >
        <h2 id="settings-analytics-heading">{t('studio_settings.analytics.heading')}</h2>
        <p>
          {t(`studio_settings.analytics.${loaderData.analytics.provider}`, {
            url: loaderData.analytics.url ?? '',
          })}
        </p>
        <p className="studio-hint">{t('studio_settings.analytics.how')}</p>
      </section>
    </section>
  );
}
