import type { Services } from '../core/container.ts';

/**
 * While no staff exists, writes a one-time link (valid one hour) to create the studio's owner
 * (docs/decisions/031). Written to standard output itself, not through the logger, whose
 * redaction would hide the link's token.
 */
export async function announceSetupLink(
  services: Services,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<string | null> {
  const link = await services.studio.issueSetupLink();
  if (link) {
    write(
      `\nThe studio has no owner yet. Create it within the hour (the link works once):\n  ${link}\n` +
        'or run: npm run staff:create -- --email you@example.com --role owner\n\n',
    );
  }
  return link;
}
