import type { Db } from '../../db/client.ts';
import { contentVersion } from '../../db/schema/index.ts';

/** A number that changes whenever content guests see changes (see db/schema/content-version.ts). */
export async function getContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return row?.version ?? 0;
}
