import { expect, test } from '@playwright/test';
import { day, register, uniqueEmail, fillDate, openTripPart } from './support';

/**
 * Issue 3's journey: plan a trip through the wizard, edit it, share it with a second user as viewer (who
 * sees it without edit controls), promote them to admin (who then edits it), and the owner deletes it:
 * gone for both.
 */
test('plan, edit, share, promote and delete a trip between two travellers', async ({ browser }) => {
  const ownerContext = await browser.newContext({ locale: 'pt-BR' });
  const friendContext = await browser.newContext({ locale: 'pt-BR' });
  const owner = await ownerContext.newPage();
  const friend = await friendContext.newPage();
  const friendName = `Vitor Leitor ${Date.now()}`;
  await register(owner, 'Olga Dona', uniqueEmail('owner'), 'senha-da-olga');
  const friendEmail = uniqueEmail('friend');
  await register(friend, friendName, friendEmail, 'senha-do-vitor');

  // The wizard, step by step.
  await owner.goto('/trip-wizard');
  await owner.getByLabel('Título da viagem').fill('Primavera em Lisboa');
  // Found and shown by its Brazilian name.
  await owner.getByLabel('Destino').fill('lisb');
  await owner.getByRole('option', { name: 'Lisboa, Portugal' }).click();
  await owner.getByRole('button', { name: 'Avançar' }).click();
  await fillDate(owner.getByRole('group', { name: 'Data de início' }), day(20));
  await fillDate(owner.getByRole('group', { name: 'Data de término' }), day(15));
  await owner.getByRole('button', { name: 'Avançar' }).click();
  await expect(owner.getByText('A data final não pode ser anterior à data inicial.')).toBeVisible();
  await fillDate(owner.getByRole('group', { name: 'Data de término' }), day(27));
  await owner.getByRole('button', { name: 'Avançar' }).click();
  await owner.getByRole('radio', { name: 'Luxo' }).check();
  await owner.getByRole('button', { name: 'Gastronomia' }).click();
  await owner.getByRole('button', { name: 'Avançar' }).click();
  await expect(owner.getByText('Primavera em Lisboa')).toBeVisible();
  await expect(owner.getByText('Lisboa, Portugal').first()).toBeVisible();
  await owner.getByRole('button', { name: 'Criar viagem' }).click();
  await expect(owner).toHaveURL(/\/trips\/[\w-]+/);
  const tripUrl = new URL(owner.url()).pathname;
  await expect(owner.getByRole('heading', { name: 'Primavera em Lisboa' })).toBeVisible();

  // Edit it.
  await openTripPart(owner, 'details');
  await owner
    .getByRole('link', { name: 'Editar viagem' })
    .or(owner.getByRole('button', { name: 'Editar viagem' }))
    .click();
  await expect(owner).toHaveURL(/\/plan-trip\/[\w-]+/);
  await owner.getByLabel('Título da viagem').fill('Primavera em Lisboa e Sintra');
  await owner.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(owner).toHaveURL(new RegExp(`${tripUrl}(\\?.*)?$`));
  await expect(owner.getByRole('heading', { name: 'Primavera em Lisboa e Sintra' })).toBeVisible();

  // Share it with the friend as a viewer.
  await openTripPart(owner, 'users');
  await owner.getByRole('button', { name: 'Compartilhar viagem' }).click();
  const dialog = owner.getByRole('dialog');
  // A stranger is found only by their whole e-mail: the search is no directory of everyone.
  const byName = owner.waitForResponse((res) => res.url().includes('/api/users/search'));
  await dialog.getByLabel('Pessoa').fill(friendName.slice(0, 8));
  expect(await (await byName).json()).toEqual([]);
  await dialog.getByLabel('Pessoa').fill(friendEmail);
  await owner.getByRole('option', { name: new RegExp(friendName) }).click();
  await dialog.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(owner.getByText(friendName, { exact: true })).toBeVisible();

  // The viewer sees it, without edit controls.
  await friend.goto('/trips');
  await friend.getByText('Primavera em Lisboa e Sintra').click();
  await expect(friend).toHaveURL(new RegExp(tripUrl));
  await openTripPart(friend, 'details');
  await expect(friend.getByText('Primavera em Lisboa e Sintra').first()).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Editar viagem' })).toHaveCount(0);
  await expect(friend.getByRole('link', { name: 'Editar viagem' })).toHaveCount(0);
  await expect(friend.getByRole('button', { name: 'Excluir viagem' })).toHaveCount(0);
  await openTripPart(friend, 'users');
  await expect(friend.getByRole('button', { name: 'Compartilhar viagem' })).toHaveCount(0);

  // Promote to admin; now the friend edits.
  await owner.getByRole('combobox', { name: `Acesso de ${friendName}` }).click();
  await owner.getByRole('option', { name: 'Administrador' }).click();
  await expect(owner.getByRole('combobox', { name: `Acesso de ${friendName}` })).toHaveText(/Administrador/);
  await friend.goto(`${tripUrl}?tab=details`);
  await friend
    .getByRole('link', { name: 'Editar viagem' })
    .or(friend.getByRole('button', { name: 'Editar viagem' }))
    .click();
  await friend.getByLabel('Título da viagem').fill('Lisboa, Sintra e Cascais');
  await friend.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(friend.getByRole('heading', { name: 'Lisboa, Sintra e Cascais' })).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Excluir viagem' })).toHaveCount(0);

  // The owner deletes it: gone for both.
  await owner.goto(`${tripUrl}?tab=details`);
  await expect(owner.getByRole('heading', { name: 'Lisboa, Sintra e Cascais' })).toBeVisible();
  await owner.getByRole('button', { name: 'Excluir viagem' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Excluir de vez' }).click();
  await expect(owner).toHaveURL(/\/trips$/);
  await expect(owner.getByText('Lisboa, Sintra e Cascais')).toHaveCount(0);
  await friend.goto(tripUrl);
  await expect(friend.getByText('Viagem não encontrada')).toBeVisible();
  await friend.goto('/trips');
  await expect(friend.getByText('Lisboa, Sintra e Cascais')).toHaveCount(0);

  await ownerContext.close();
  await friendContext.close();
});
