// The plain runner for the tests without scripts (the fixture's goto waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test as plain, type Page } from '@playwright/test';
import sharp from 'sharp';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';
import { registerAccount, watchErrors } from '../account-helpers.ts';
import { test as hydrated } from '../fixtures.ts';

/**
 * The pet form posts (multipart) to /register/pet's action (decision 028): without scripts it
 * comes back with its errors, then saves and goes home; with scripts the same answers show in
 * place. In the project's locale and width (playwright.config.ts: 1366 px and 390 px).
 */

/** The project's site language, as its catalog. */
function t(key: string): string {
  const locale = (plain.info().project.use.locale ?? 'en').replace('-', '_') as Locale;
  return translate(messagesFor(locale), key);
}

const form = (page: Page) => page.getByTestId('pet-form');
/** The input labelled so; a date part's label holds its select, whose option adds to its name. */
const field = (page: Page, key: string) =>
  form(page).getByLabel(t(key), { exact: !/\.(day|month|year)$/.test(key) });
const save = (page: Page) => form(page).getByRole('button', { name: t('pets.form.save') });

interface SavedPet {
  name: string;
  birth_date: string | null;
  image_path: string | null;
}
const petsOf = async (page: Page) =>
  (await (await page.request.get('/api/auth/me/pets')).json()) as SavedPet[];

/** A wrong name and a half-chosen birth date: each field's message, what was chosen kept. */
async function fixMistakes(page: Page) {
  await field(page, 'pets.form.family').selectOption({ index: 1 });
  await field(page, 'pets.form.day').selectOption('17');
  await save(page).click();
  const name = field(page, 'pets.form.name');
  await expect(form(page).getByText(t('pets.errors.name_required'))).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', /-name-error$/);
  await expect(form(page).getByText(t('pets.form.birth_date_incomplete'))).toBeVisible();
  await expect(field(page, 'pets.form.day')).toHaveValue('17');

  await name.fill('Rex');
  await field(page, 'pets.form.month').selectOption('5');
  await field(page, 'pets.form.year').selectOption('2020');
}

plain.describe('without scripts', () => {
  plain.use({ javaScriptEnabled: false });

  plain('adds a pet with a picture after fixing the form, then goes home', async ({ page }) => {
    await registerAccount(page.request);
    await page.goto('/register/pet');
    await fixMistakes(page);
    await form(page)
      .getByLabel(t('pets.form.picture'), { exact: true })
      .setInputFiles({
        name: 'rex.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 40, height: 40, channels: 3, background: '#d35400' },
        })
          .png()
          .toBuffer(),
      });
    await save(page).click();
    await expect(page).toHaveURL(/\/\?flash=pet_saved$/);
    await expect(page.locator('.flash-message')).toHaveText(t('pets.saved'));
    const [pet] = await petsOf(page);
    expect(pet).toMatchObject({ name: 'Rex', birth_date: '2020-05-17' });
    expect(pet!.image_path).toMatch(/^\/media\/pets\/[\w-]+\.webp$/);
  });
});

hydrated('with scripts: the same messages in place, then saved and home', async ({ page }) => {
  const errors = watchErrors(page);
  await registerAccount(page.request);
  await page.goto('/register/pet');
  await fixMistakes(page);
  await save(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('pet-saved')).toHaveText(t('pets.saved'));
  expect(await petsOf(page)).toMatchObject([{ name: 'Rex', birth_date: '2020-05-17' }]);
  expect(errors).toEqual([]);
});
