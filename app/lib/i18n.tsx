import { createInstance, type i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Messages } from '../../core/site/messages.ts';

/** One i18next instance per page, initialised synchronously from the catalog the server sent. */
function createI18n(locale: string, messages: Messages): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

export function I18nProvider(props: { locale: string; messages: Messages; children: ReactNode }) {
  const { locale, messages, children } = props;
  const instance = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
