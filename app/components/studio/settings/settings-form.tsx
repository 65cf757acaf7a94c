import { useTranslation } from '../../../lib/i18n.tsx';
import { Form, useNavigation } from 'react-router';
import type { EditableSettings, SettingName } from '../../../../core/site/editable-settings.ts';
import { fieldAttributes, FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';
import { SaveNotice } from '../studio-form.tsx';

/** What the settings action answered: saved (with a message), or refused with the typed values. */
export type SettingsAnswer = Feedback & { values?: Record<string, string> };

type Group = { key: 'identity' | 'links' | 'features'; fields: Field[] };
type Field = {
  name: SettingName;
  kind: 'text' | 'textarea' | 'url' | 'email' | 'check' | 'color';
  autoComplete?: string;
};

/** The form's groups, in the order an editor reads them. */
const GROUPS: Group[] = [
  {
    key: 'identity',
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'meta_description', kind: 'textarea' },
      { name: 'meta_keywords', kind: 'text' },
      { name: 'logo_path', kind: 'text' },
      { name: 'header_colour', kind: 'color' },
    ],
  },
  {
    key: 'links',
    fields: [
      { name: 'store_url', kind: 'url' },
      { name: 'forum_url', kind: 'url' },
      { name: 'legacy_url', kind: 'url' },
      { name: 'facebook_url', kind: 'url' },
      { name: 'instagram_url', kind: 'url' },
      { name: 'contact_email', kind: 'email', autoComplete: 'off' },
    ],
  },
  {
    key: 'features',
    fields: [
      { name: 'has_newsletter', kind: 'check' },
      { name: 'covid_notice', kind: 'check' },
      { name: 'cookie_notice', kind: 'textarea' },
    ],
  },
];

const shown = (value: string | boolean | null) =>
  typeof value === 'boolean' ? value : (value ?? '');

/**
 * The website settings form. Each field shows its default (the server's
 * configuration) under it, so an editor knows what an unchanged value follows. A refused save
 * keeps what was typed; a saved one starts again from the saved values (keyed by revision).
 */
export function SettingsForm({
  revision,
  values,
  defaults,
  answer,
}: {
  revision: number;
  values: EditableSettings;
  defaults: EditableSettings;
  answer: SettingsAnswer | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failure = answer && !answer.ok ? answer : undefined;
  const typed = failure?.values;
  const id = (name: string) => `settings-${name.replace(/_/g, '-')}`;
  const defaultText = (name: SettingName) => {
    const value = defaults[name];
    if (typeof value === 'boolean') return t(value ? 'studio_staff.yes' : 'studio_staff.no');
    if (name === 'cookie_notice') return value || t('studio_settings.standard_wording');
    return value || t('studio_settings.empty_default');
  };
  return (
    <Form method="post" className="studio-form studio-settings__form" noValidate key={revision}>
      <input type="hidden" name="revision" value={revision} />
      <SaveNotice message={answer?.ok ? answer.message : undefined} />
      {GROUPS.map((group) => (
        <fieldset key={group.key}>
          <legend>{t(`studio_settings.groups.${group.key}`)}</legend>
          {group.fields.map((field) => {
            const hintId = `${id(field.name)}-hint`;
            const attributes = fieldAttributes(failure, id(field.name), field.name, hintId);
            const hint = (
              <p id={hintId} className="studio-hint">
                {t('studio_settings.default_hint', { value: defaultText(field.name) })}
              </p>
            );
            const label = t(`studio_settings.fields.${field.name}`);
            if (field.kind === 'check') {
              const checked = typed ? typed[field.name] === 'on' : values[field.name] === true;
              return (
                <div key={field.name} className="studio-field">
                  <div className="studio-check">
                    <input type="checkbox" defaultChecked={checked} {...attributes} />
                    <label htmlFor={id(field.name)}>{label}</label>
                  </div>
                  {hint}
                </div>
              );
            }
            const value = typed?.[field.name] ?? String(shown(values[field.name]));
            return (
              <div key={field.name} className="studio-field">
                <label htmlFor={id(field.name)}>{label}</label>
                {field.kind === 'textarea' ? (
                  <textarea rows={3} defaultValue={value} {...attributes} />
                ) : (
                  <input
                    type={field.kind}
                    defaultValue={value}
                    autoComplete={field.autoComplete ?? 'off'}
                    required={field.name === 'title'}
                    {...attributes}
                  />
                )}
                {hint}
                <FieldError answer={failure} id={id(field.name)} field={field.name} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <FormAlert answer={failure} id="settings-alert" unreachable={t('studio_staff.unreachable')} />
      <button type="submit" className="button" disabled={busy}>
        {t('studio_settings.save')}
      </button>
    </Form>
  );
}
