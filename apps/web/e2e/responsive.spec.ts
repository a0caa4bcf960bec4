import { expect, test } from '@playwright/test';
import { register, uniqueEmail } from './support';

test('on a 360 px phone the shell fits and the menu opens', async ({ page }) => {
  await register(page, 'Elisa Prado', uniqueEmail('phone'), 'senha-da-elisa');
  await expect(page.getByRole('heading', { name: 'Minhas viagens' })).toBeVisible();
  // The level box is for wide screens only; the avatar and the menu stay.
  await expect(page.getByText('0 / 500 pontos')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByText('Elisa Prado')).toBeVisible();
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
