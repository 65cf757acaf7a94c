/** Fails when a locale catalog lacks a key that the English catalog has (or has one extra). */
import { CATALOGS, catalogKeys } from '../core/site/messages.ts';

const reference = new Set(catalogKeys(CATALOGS.en));
let problems = 0;
for (const [locale, catalog] of Object.entries(CATALOGS)) {
  const keys = new Set(catalogKeys(catalog));
  for (const key of reference) {
    if (!keys.has(key)) {
      console.error(`locales/${locale}.json lacks "${key}"`);
      problems++;
    }
  }
  for (const key of keys) {
    if (!reference.has(key)) {
      console.error(`locales/${locale}.json has "${key}", which locales/en.json does not`);
      problems++;
    }
  }
}
if (problems) {
  console.error(`i18n check: ${problems} problem(s)`);
  process.exit(1);
}
console.log(`i18n check: ${reference.size} keys in each of ${Object.keys(CATALOGS).join(', ')}`);
