import { expect, test } from '@playwright/test';
import { register, signIn, uniqueEmail } from './support';

test("the browser keeps the account's device cookie from scripts and sends it when signing in again", async ({
  page,
  context,
}) => {
  const email = uniqueEmail('device');
  await register(page, 'Dora Reis', email, 'senha-da-dora');
  const devices = async () =>
    (await context.cookies()).filter((cookie) => cookie.name.startsWith('trilha_device_'));
  const [cookie] = await devices();
  expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('trilha_device_');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signing out leaves the device cookie: it is no session, only this browser's standing with the account.
  expect(await devices()).toEqual([cookie]);

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
  await signIn(page, email, 'senha-da-dora');
  expect((await (await sent).allHeaders()).cookie).toContain(`${cookie!.name}=${cookie!.value}`);
  await expect(page).toHaveURL(/\/trips$/);
  const [renewed] = await devices();
  expect(renewed!.name).toBe(cookie!.name);
  expect(renewed!.value).not.toBe(cookie!.value);
});
