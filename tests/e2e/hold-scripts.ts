import type { Page } from '@playwright/test';

/**
 * Holds every script of the page until the returned function is called: the page as a visitor
 * on a slow connection has it before hydration (decisions 018 and 025).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
