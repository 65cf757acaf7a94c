// The plain runner: these tests decide themselves when the scripts arrive (the fixture's goto
// waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from '../hold-scripts.ts';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';
import { registerAccount, watchErrors } from '../account-helpers.ts';

/**
 * One page for every visitor (decision 072): a member gets the page a guest gets, and their own
 * parts arrive from the API. With the scripts held back 3 s, a member never sees guest chrome
 * (the "signed in" hint's inline script marks `<html>` before the first paint) and a guest never
 * sees member chrome; then the member's name, pets, the pet's articles and products come, nothing
 * on the screen moves (CLS), and the pet chooser works. In every locale, at 1366 px and 390 px.
 */

function t(key: string, values: Record<string, string> = {}): string {
  const locale = (test.info().project.use.locale ?? 'en').replace('-', '_') as Locale;
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    translate(messagesFor(locale), key),
  );
}

const phone = () => (test.info().project.use.viewport?.width ?? 1366) < 700;

const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', '1', { timeout: 20_000 });

/**
 * From the document's start, every frame: whether any element matching `selector` was ever
 * visible, and the page's layout shifts (the browser's own entries, without those after input).
 */
async function watchFrames(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const seen: string[] = [];
    const moved: string[] = [];
    let shift = 0;
    Object.assign(window, { __seen: seen, __shift: () => shift, __moved: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shift += entry.value;
        for (const source of entry.sources) {
          const node = source.node as HTMLElement | undefined;
          moved.push(
            `${entry.value.toFixed(3)} ${node?.tagName ?? '?'}.${node?.className ?? ''} ` +
              `${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)} ` +
              `h${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const look = () => {
      for (const element of document.querySelectorAll<HTMLElement>(watched)) {
        const box = element.getBoundingClientRect();
        if (
          box.width > 0 &&
          box.height > 0 &&
          element.checkVisibility({ visibilityProperty: true })
        )
          seen.push(element.className || element.tagName);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, selector);
  return {
    seen: () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen),
    shift: () => page.evaluate(() => (window as unknown as { __shift: () => number }).__shift()),
    /** What moved, for the message of a failed check. */
    moved: () => page.evaluate(() => (window as unknown as { __moved: string[] }).__moved),
  };
}

/** Guest-only parts: the header's and the menu's sign-in and register, the guest tip, prompts. */
const GUEST_CHROME = '.guest-only, [data-testid="register-tip"]';
/** Member-only parts: the account menu, the member's block, the members' tip. */
const MEMBER_CHROME = '.member-only, [data-testid="member-home"]';

const PETS = ['Quillon', 'Rosmerta', 'Sprocket', 'Tiberius'];

test('a member sees no guest chrome at any moment, then their name, pets, articles and products', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const account = await registerAccount(page.request);
  const csrf = (await page.request.get('/api/articles/featured')).headers()['x-csrf-token'] ?? '';
  for (const name of PETS) {
    const response = await page.request.post('/api/auth/me/pets', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf },
      multipart: { name, id_family: '1', id_breed: '', birth_date: '' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const frames = await watchFrames(page, GUEST_CHROME);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Before the scripts: the member's place is held, no guest part shows.
  await expect(page.locator('html')).toHaveAttribute('data-member', '1');
  await expect(page.getByTestId('member-home-slot')).toBeVisible();
  await page.waitForTimeout(3000);
  expect(await frames.seen()).toEqual([]);
  release();
  await hydrated(page);

  if (!phone()) {
    await expect(page.getByTestId('account-name')).toHaveText(account.username);
  }
  const chooser = page.getByTestId('pet-chooser');
  const shown = chooser.locator('.pet-chooser__name');
  await expect(shown).toHaveText(PETS.slice(0, 3), { timeout: 20_000 });
  await expect(page.getByTestId('pet-header')).toHaveText(
    t('pets.home.pet_heading', { name: PETS[0]! }),
  );
  await expect(page.getByTestId('pet-articles').locator('.article-card').first()).toBeVisible();
  await expect(page.getByTestId('pet-products')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('pet-products')).toBeVisible();
  await expect(page.getByTestId('register-tip')).toBeHidden();
  expect(await frames.seen()).toEqual([]);
  // Nothing on the screen moved while the member's parts arrived (CLS at most 0.02).
  expect(await frames.shift(), (await frames.moved()).join('\n')).toBeLessThanOrEqual(0.02);

  // The chooser: next, previous, and a click picks a pet.
  await chooser.getByRole('button', { name: t('pets.home.next') }).click();
  await expect(shown).toHaveText(PETS.slice(1, 4));
  await chooser.getByRole('button', { name: t('pets.home.previous') }).click();
  await chooser.getByRole('button', { name: t('pets.home.previous') }).click();
  await expect(shown).toHaveText([PETS[3]!, PETS[0]!, PETS[1]!]);
  await chooser.getByRole('button', { name: PETS[3]! }).click();
  await expect(page.getByTestId('pet-header')).toHaveText(
    t('pets.home.pet_heading', { name: PETS[3]! }),
  );
  await expect(page.getByTestId('pet-products')).toHaveAttribute('aria-busy', 'false');

  // The infographics' register prompt never shows to a member either.
  const release2 = await holdScripts(page);
  await page.goto('/infographics', { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(500);
  await expect(page.getByRole('link', { name: t('infographics.register') })).toBeHidden();
  release2();
  await hydrated(page);
  await expect(page.getByRole('link', { name: t('infographics.register') })).toBeHidden();
  expect(await frames.seen()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a guest sees no member chrome at any moment, and the guest parts', async ({ page }) => {
  const errors = watchErrors(page);
  const frames = await watchFrames(page, MEMBER_CHROME);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-member', '1');
  await page.waitForTimeout(3000);
  expect(await frames.seen()).toEqual([]);
  release();
  await hydrated(page);
  await expect(page.getByTestId('register-tip')).toBeVisible();
  if (!phone()) {
    await expect(page.getByRole('link', { name: t('header.sign_in') })).toBeVisible();
  }
  await page.goto('/infographics');
  await hydrated(page);
  await expect(page.getByRole('link', { name: t('infographics.register') })).toBeVisible();
  expect(await frames.seen()).toEqual([]);
  expect(errors).toEqual([]);
});
