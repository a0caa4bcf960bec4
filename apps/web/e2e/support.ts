import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_OUTBOX_DIRS } from './playwright.config';
import {
  sectionOfPart,
  TRIP_SECTION_PARTS,
  type TripPartKey,
} from '../src/app/trip-screen/trip-section-keys';
import { TOKEN_KEY, USER_KEY } from '../src/lib/auth/session-storage';

/** The platform admin, registered first by global-setup.ts. */
export const ADMIN = {
  name: 'Paula Plataforma',
  email: 'admin@trilha.test',
  password: 'senha-da-plataforma',
};

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Every mail in the servers' outbox folders addressed to `to`, newest first, as raw .eml text. */
export function mailsTo(to: string): string[] {
  const files = E2E_OUTBOX_DIRS.flatMap((outbox) => {
    try {
      return readdirSync(outbox).map((name) => path.join(outbox, name));
    } catch {
      return [];
    }
  });
  return files
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((eml) => new RegExp(`^To: ${escapeRegExp(to)}`, 'm').test(eml));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest reset link mailed to `to`, read from the outbox as a person would open the .eml. */
export async function resetLinkFromOutbox(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(to)
          .map((eml) => eml.replace(/=\r?\n/g, ''))
          .at(0);
        link = mail?.match(/https?:\/\/[^\s"<>]+\/reset-password\/[\w-]+/)?.[0];
        return link;
      },
      { message: `a reset e-mail to ${to} in ${E2E_OUTBOX_DIRS.join(', ')}` },
    )
    .toBeTruthy();
  return link!;
}

export async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/trips$/);
}

/**
 * Signs a new person up through the API and leaves the page signed in, without loading the app: for the
 * journeys about something else, which then open the screen they test with one `page.goto`. The sign-up
 * form itself is walked through by `register` (the newcomer's and the session's journeys).
 */
export async function signUp(page: Page, name: string, email: string, password: string) {
  const res = await page.request.post('/api/auth/register', {
    data: { name, email, password, language: 'pt' },
  });
  expect(res.status()).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  // A page of the app's origin that is not the app (its readiness answer), to write the app's storage.
  await page.goto('/api/ready');
  await page.evaluate(
    ([keys, savedToken, savedUser]) => {
      localStorage.setItem(keys.token, savedToken);
      localStorage.setItem(keys.user, savedUser);
    },
    [{ token: TOKEN_KEY, user: USER_KEY }, token, JSON.stringify(user)] as const,
  );
}

/**
 * Opens a path the way the app's own links do once the app is on the page: React Router follows the
 * history, so the browser does not load, parse and compile the app again (most of a journey's CPU was
 * full page loads). Before the app is loaded (a new page, or `signUp`'s storage page) it loads the path.
 * In-app, a screen shows what the app has cached and refreshes it as the app decides: a journey that
 * changed data behind the app's back (through `page.request`) loads the page instead.
 */
export async function openInApp(page: Page, path: string) {
  const appOnPage = await page
    .evaluate(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)
    .catch(() => false);
  if (!appOnPage) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'E-mail', password: 'Senha', submit: 'Entrar' },
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

type Language = 'pt' | 'es' | 'en';

/**
 * Types into a date or time field (`page.getByRole('group', { name: label })`) section by section, as a
 * person does, in the order the app's language writes it: `dd/MM/yyyy HH:mm` in pt and es,
 * `MM/dd/yyyy hh:mm AM` in en. `value` is the form's own `yyyy-MM-dd`, `HH:mm` or `yyyy-MM-ddTHH:mm`.
 */
async function typeInto(field: Locator, value: string, language: Language) {
  const [date, time] = value.includes('-') ? value.split('T') : [undefined, value];
  const parts: string[] = [];
  let shown = '';
  if (date) {
    const [year, month, day] = date.split('-') as [string, string, string];
    const ordered = language === 'en' ? [month, day, year] : [day, month, year];
    parts.push(...ordered);
    shown = ordered.join('/');
  }
  if (time) {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const pad = (n: number) => String(n).padStart(2, '0');
    if (language === 'en') {
      const meridiem = hours < 12 ? 'AM' : 'PM';
      parts.push(pad(hours % 12 || 12), pad(minutes), meridiem[0]!);
      shown = [shown, `${pad(hours % 12 || 12)}:${pad(minutes)} ${meridiem}`].filter(Boolean).join(' ');
    } else {
      parts.push(pad(hours), pad(minutes));
      shown = [shown, `${pad(hours)}:${pad(minutes)}`].filter(Boolean).join(' ');
    }
  }
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(parts.join(''));
  await expect(field.locator('input')).toHaveValue(shown);
}

/** Types a `yyyy-MM-dd` day into a date field the way the app's language writes it (dd/MM/yyyy in pt). */
export const fillDate = (field: Locator, isoDate: string, language: Language = 'pt') =>
  typeInto(field, isoDate, language);

/** Types an `HH:mm` time into a time field the way the app's language writes it. */
export const fillTime = (field: Locator, time: string, language: Language = 'pt') =>
  typeInto(field, time, language);

/** Types a `yyyy-MM-ddTHH:mm` local date and time into a date-time field. */
export const fillDateTime = (field: Locator, value: string, language: Language = 'pt') =>
  typeInto(field, value, language);

/** A calendar date `offset` days from today. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A trip made through the API with the signed-in user's token, to start a journey from. */
export async function createTrip(
  page: Page,
  title: string,
  { days = 3, startIn = 40, currency = 'EUR' }: { days?: number; startIn?: number; currency?: string } = {},
) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post('/api/trips', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.13 },
      startDate: day(startIn),
      endDate: day(startIn + days - 1),
      budget: 'mid-range',
      interests: [],
      currency,
      notes: '',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json())._id as string;
}

/**
 * Opens one part of the trip screen (by its `?tab=` key: 'flights', 'users'…) the way a person does: its
 * section in the section tabs (desktop) or the bottom bar (phone), then its tab when the section has more
 * than one part, and checks it is open. Every journey goes through here, so a change of the trip navigation touches one place.
 */
export async function openTripPart(page: Page, part: TripPartKey, { check = true } = {}) {
  const section = sectionOfPart(part);
  await page.locator(`nav [data-trip-section="${section}"]`).click();
  const tab = page.locator(`[data-trip-part="${part}"]`);
  if (TRIP_SECTION_PARTS[section].length > 1) await tab.click();
  // Unless the journey expects the click to leave the screen (a refused session goes to /login).
  if (!check) return;
  if (TRIP_SECTION_PARTS[section].length > 1) await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`#trip-panel-${part}`)).toBeVisible();
}
