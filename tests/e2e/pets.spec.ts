import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge, type Challenge } from 'altcha-lib';
import sharp from 'sharp';
import { paths } from '../../core/site/paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

let counter = 0;
const unique = () => `e${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A bot-check token for registration, solved as the browser widget would (ALTCHA). */
async function botCheckToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge?action=register_account');
  if (response.status() === 404) return ''; // another provider, or none: the server decides
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Registers a member through the API with the page's own request context, so the session cookie
 * lands in the browser. Answers the CSRF token for further API calls.
 */
async function signUp(page: Page): Promise<string> {
  const start = await page.request.get('/api/articles/featured');
  const name = unique();
  const response = await page.request.post('/api/auth/register', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': start.headers()['x-csrf-token'] ?? '',
    },
    data: {
      email: `${name}@example.com`,
      username: name,
      password: 'secret12',
      subscribed: 0,
      token: await botCheckToken(page.request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.headers()['x-csrf-token'] ?? '';
}

/** A family that has breeds in the demo content, with its first breed. */
async function familyWithBreeds(request: APIRequestContext) {
  for (const idFamily of [2, 1, 3, 4, 5]) {
    const breeds = (await (await request.get(`/api/breeds/list/${idFamily}`)).json()) as {
      id_breed: number;
      name: string;
      slug: string;
    }[];
    if (breeds.length) return { idFamily, breed: breeds[0]! };
  }
  throw new Error('no family with breeds in the demo content');
}

/** Errors the page writes to its console (hydration mismatches included) or throws. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const png = (color: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
    .png()
    .toBuffer();

test('a guest is sent to sign in from pet registration', async ({ page }) => {
  await page.goto('/register/pet');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new member sees the no-pets tip and the pet notification, then adds a pet with a picture', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signUp(page);
  const { idFamily, breed } = await familyWithBreeds(page.request);

  await page.goto('/');
  const block = page.getByTestId('member-home');
  await expect(block).toBeVisible();
  await expect(page.getByTestId('no-pets-tip')).toBeVisible();
  // Members get no guest-only register tip (in the shared page, hidden: decision 072).
  await expect(page.getByTestId('register-tip')).toBeHidden();

  // The pet notification, once dismissed, stays dismissed.
  const notification = page.getByTestId('pet-notification');
  await expect(notification).toBeVisible();
  await notification.getByRole('button').click();
  await expect(notification).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('no-pets-tip')).toBeVisible();
  await expect(page.getByTestId('pet-notification')).toHaveCount(0);

  await page.getByTestId('no-pets-tip').getByRole('link').click();
  await expect(page).toHaveURL(/\/register\/pet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register your pet');

  const form = page.getByTestId('pet-form');
  await expect(form.locator('select[name="month"] option:not([value=""])')).toHaveText(MONTHS);
  await form.getByLabel('Name').fill('Rex');

  // Unsaved input asks before leaving; staying keeps it.
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.locator('.site-logo').first().click();
  await expect
    .poll(() => dialogs)
    .toEqual(['Your pet has not been saved. Leave this page anyway?']);
  await expect(page).toHaveURL(/\/register\/pet$/);
  await expect(form.getByLabel('Name')).toHaveValue('Rex');

  await form.getByLabel('Family').selectOption(String(idFamily));
  const breedSelect = form.getByLabel('Breed');
  await expect(breedSelect).toBeEnabled();
  await breedSelect.selectOption(String(breed.id_breed));
  await form.getByLabel('Day').selectOption('17');
  await form.getByLabel('Month').selectOption({ label: 'May' });
  await form.getByLabel('Year').selectOption('2020');

  // 5 MB or more is refused before uploading, with its message.
  const picture = form.getByLabel('Picture');
  await picture.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024, 1),
  });
  await expect(form.getByText('Image size must be lower than 5MB')).toBeVisible();
  await expect(page.getByTestId('pet-picture-preview')).toHaveCount(0);
  await picture.setInputFiles({
    name: 'rex.png',
    mimeType: 'image/png',
    buffer: await png('#d35400'),
  });
  await expect(form.getByText('Image size must be lower than 5MB')).toHaveCount(0);
  await expect(page.getByTestId('pet-picture-preview')).toBeVisible();

  await form.getByRole('button', { name: 'Save pet' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('pet-saved')).toHaveText('Pet changes saved!');
  const chooser = page.getByTestId('pet-chooser');
  await expect(chooser.getByRole('button', { name: 'Rex' })).toBeVisible();
  await expect(chooser.locator('img').first()).toHaveAttribute(
    'src',
    /^\/media\/pets\/[\w-]+\.webp$/,
  );
  await expect(page.getByTestId('pet-header')).toHaveText('Hello, Rex!');
  await expect(page.getByTestId('no-pets-tip')).toHaveCount(0);

  // The breed card leads to the breed, and explore to its family's breed list.
  const card = page.getByTestId('pet-breed');
  await expect(card.getByRole('link', { name: `See the ${breed.name} profile` })).toHaveAttribute(
    'href',
    paths.breedProfile({ id: breed.id_breed, slug: breed.slug }),
  );
  await expect(card.getByRole('link', { name: 'Explore breeds' })).toHaveAttribute(
    'href',
    paths.breedList({ id: idFamily }),
  );
  // Products load, then show (or say there are none); articles of the family show.
  await expect(page.getByTestId('pet-products')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('pet-articles').locator('.article-card').first()).toBeVisible();

  // Editing pre-fills the form; the welcome line shows only right after registration.
  const pets = (await (await page.request.get('/api/auth/me/pets')).json()) as {
    id_user_pet: number;
  }[];
  await page.goto(`/register/pet?id_user_pet=${pets[0]!.id_user_pet}&just_registered=1`);
  await expect(page.getByTestId('pet-welcome')).toBeVisible();
  await expect(page).toHaveURL(/just_registered=1/);
  await expect(form.getByLabel('Name')).toHaveValue('Rex');
  await expect(form.getByLabel('Family')).toHaveValue(String(idFamily));
  await expect(form.getByLabel('Breed')).toHaveValue(String(breed.id_breed));
  await expect(form.getByLabel('Day')).toHaveValue('17');
  await expect(form.getByLabel('Month')).toHaveValue('5');
  await expect(form.getByLabel('Year')).toHaveValue('2020');
  await form.getByLabel('Name').fill('Rexy');
  await form.getByRole('button', { name: 'Save pet' }).click();
  await expect(page.getByTestId('pet-saved')).toBeVisible();
  await expect(page.getByTestId('pet-header')).toHaveText('Hello, Rexy!');

  if (existsSync(path.join(ROOT, 'app', 'routes', 'account.tsx'))) {
    await page.goto('/account');
    const section = page.getByTestId('account-pets');
    await expect(section.getByText('Rexy')).toBeVisible();
    await section.getByRole('link', { name: 'Edit Rexy' }).click();
    await expect(page).toHaveURL(/\/register\/pet\?id_user_pet=\d+$/);
    await expect(page.getByTestId('pet-form').getByLabel('Name')).toHaveValue('Rexy');
    // A pet changed from the account goes back there, saying so.
    await page.getByTestId('pet-form').getByLabel('Name').fill('Rexo');
    await page.getByTestId('pet-form').getByRole('button', { name: 'Save pet' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.flash-message')).toHaveText('Pet changes saved!');
    await expect(section.getByText('Rexo')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('button', { name: 'Delete Rexo' }).click();
    await expect(section.getByText('Rexo was deleted.')).toBeVisible();
    await expect(section.getByText('You have not registered any pets yet.')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the pet chooser shows 3 pets, cycles with previous and next, and a click picks one', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const csrf = await signUp(page);
  const { idFamily } = await familyWithBreeds(page.request);
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
  for (const name of names) {
    const response = await page.request.post('/api/auth/me/pets', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf },
      multipart: { name, id_family: String(idFamily), id_breed: '', birth_date: '' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/');
  const chooser = page.getByTestId('pet-chooser');
  const shown = chooser.locator('.pet-chooser__name');
  await expect(shown).toHaveText(['Alpha', 'Bravo', 'Charlie']);
  await expect(page.getByTestId('pet-header')).toHaveText('Hello, Alpha!');
  // The buttons act once the page is hydrated; a busy server (first picture variants) delays it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

  const next = chooser.getByRole('button', { name: 'Next pets' });
  const previous = chooser.getByRole('button', { name: 'Previous pets' });
  await next.click();
  await expect(shown).toHaveText(['Bravo', 'Charlie', 'Delta']);
  await next.click();
  await expect(shown).toHaveText(['Charlie', 'Delta', 'Alpha']);
  await previous.click();
  await previous.click();
  await previous.click();
  await expect(shown).toHaveText(['Delta', 'Alpha', 'Bravo']);

  await chooser.getByRole('button', { name: 'Delta' }).click();
  await expect(page.getByTestId('pet-header')).toHaveText('Hello, Delta!');
  await expect(chooser.getByRole('button', { name: 'Delta' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByTestId('pet-articles').getByRole('heading', { name: 'Articles for Delta' }),
  ).toBeVisible();
  await expect(page.getByTestId('pet-products')).toHaveAttribute('aria-busy', 'false');
  // No breed: the card asks for it and still offers the family's breed list.
  await expect(
    page.getByTestId('pet-breed').getByRole('link', { name: 'Explore breeds' }),
  ).toHaveAttribute('href', paths.breedList({ id: idFamily }));
  expect(errors).toEqual([]);
});
