import en from '../../locales/en.json' with { type: 'json' };
import pt from '../../locales/pt.json' with { type: 'json' };
import ptBR from '../../locales/pt_BR.json' with { type: 'json' };
import { localeChain, type Locale } from './locale.ts';

export type Messages = { [key: string]: string | Messages };

export const CATALOGS: Record<Locale, Messages> = { en, pt, pt_BR: ptBR };

function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

/** The catalog of a locale with every missing key filled from its fallbacks (pt_BR -> pt -> en). */
export function messagesFor(locale: Locale): Messages {
  return localeChain(locale)
    .reverse()
    .reduce<Messages>((acc, candidate) => merge(acc, CATALOGS[candidate]), {});
}

/**
 * The part of a catalog the public site's pages use, sent with every page as hydration data
 * (docs/decisions/051-render-cost.md): without the studio's screens (their own root
 * data carries the whole catalog) and the e-mails (written on the server only).
 */
export function publicMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !key.startsWith('studio') && key !== 'mail'),
  );
}

/** Dotted keys of a catalog, for the completeness check. */
export function catalogKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : catalogKeys(value, `${prefix}${key}.`),
  );
}

/** Looks up a dotted key ('breeds.size.large') in a catalog; the key itself when missing. */
export function translate(messages: Messages, key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}

/** `translate` bound to one catalog: the `t(key)` of a module that speaks the site's language. */
export function translator(
  messages: Messages,
): (key: string, values?: Record<string, string | number>) => string {
  return (key, values) => interpolate(translate(messages, key), values);
}

/** Fills `{{name}}` placeholders as i18next does on the page; an unknown name stays as it is. */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
