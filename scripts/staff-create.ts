/**
 * npm run staff:create -- --email someone@example.com --role owner
 *
 * Makes a one-time invitation for a staff member and prints its link (valid 7 days): the person
 * opening it chooses their name and password, then enrols their second factor. No password is
 * typed here, so none ends up in a shell history or a process list (decision 031). An owner can
 * be made only while there is none.
 */
import { parseArgs } from 'node:util';
import { createServices } from '../core/container.ts';
import { emailSchema } from '../core/accounts/account-rules.ts';
import { STAFF_ROLES } from '../db/schema/studio.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from './open-database.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string', default: 'owner' } },
});
const email = emailSchema.safeParse(values.email ?? '');
const role = STAFF_ROLES.find((r) => r === values.role);
if (!email.success || !role) {
  console.error(
    `usage: npm run staff:create -- --email someone@example.com --role ${STAFF_ROLES.join('|')}`,
  );
  process.exit(64); // EX_USAGE
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const services = createServices(database.db, config.site, {
    messaging: {
      publicUrl: config.publicUrl,
      sessionSecret: config.sessionSecret,
      botCheck: config.botCheck,
      mail: config.mail,
    },
  });
  // The site's title as editors saved it, for the invitation's wording.
  await services.siteSettings.load();
  const result = await services.studio.invitationLink({ email: email.data, role });
  if (!result.ok) {
    console.error(
      result.error === 'owner_exists'
        ? 'The studio already has an owner; the owner hands ownership over in the studio.'
        : `${email.data} is already on the staff.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Invitation for ${email.data} as ${role} (one use, valid 7 days):\n  ${result.link}`,
    );
  }
} finally {
  await database.close();
}
