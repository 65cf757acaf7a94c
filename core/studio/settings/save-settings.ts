import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import {
  SETTING_NAMES,
  type EditableSettings,
  type SettingName,
} from '../../site/editable-settings.ts';
import { differences, validSaved, type LiveSettings } from '../../site/live-settings.ts';
import { audit } from '../../shared/audit.ts';

export interface SettingsSave {
  /** The revision the editor's form was loaded at. */
  revision: number;
  values: EditableSettings;
}

export type SettingsSaveResult =
  | { ok: true; revision: number; changed: SettingName[] }
  | { ok: false; reason: 'conflict'; revision: number };

/**
 * Saves the website settings in one transaction: the row locked, refused when another
 * save came first (409, as articles: decision 033), only the values that differ from the
 * environment's defaults stored, and an audit entry with the changed values before and after.
 * After the commit this instance applies them and announces a purge of every page; the other
 * instances reload on that announcement or on the content version's change.
 */
export async function saveSettings(
  db: Db,
  live: LiveSettings,
  purge: PurgeBus,
  actor: number,
  save: SettingsSave,
): Promise<SettingsSaveResult> {
  const defaults = live.defaults();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ values: siteSettings.values, revision: siteSettings.revision })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .for('update');
    const current = row?.revision ?? 0;
    if (save.revision !== current)
      return { ok: false as const, reason: 'conflict' as const, revision: current };
    const before: EditableSettings = { ...defaults, ...validSaved(row?.values ?? {}) };
    const changed = SETTING_NAMES.filter((name) => before[name] !== save.values[name]);
    if (!changed.length) return { ok: true as const, revision: current, changed, stored: null };
    const stored = differences(save.values, defaults);
    const revision = current + 1;
    await tx
      .update(siteSettings)
      .set({ values: stored, revision, updatedAt: new Date(), updatedBy: actor })
      .where(eq(siteSettings.id, 1));
    const pick = (values: EditableSettings) =>
      Object.fromEntries(changed.map((name) => [name, values[name]]));
    await audit(tx, {
      actor,
      action: 'settings.save',
      subjectType: 'settings',
      details: { revision, before: pick(before), after: pick(save.values) },
    });
    return { ok: true as const, revision, changed, stored };
  });
  if (!result.ok) return result;
  if (result.stored) {
    live.apply(result.stored, result.revision);
    purge.announce({ kind: 'site' });
  }
  return { ok: true, revision: result.revision, changed: result.changed };
}
