import { expect, test } from '@playwright/test';
import { createTrip, signUp, uniqueEmail } from './support';

/**
 * Issue 36's journey: a traveller makes a personal access token on the account page (trips read and
 * write, nothing else), copies it from the dialog that shows it once, and a script uses it: it reads and
 * changes the trip, an agent lists it over MCP, the script is refused the costs (another area) and the token list (never by token), and is
 * refused altogether once the traveller revokes it on the same page.
 */
test('a personal access token made on the account page works for a script within its scopes, until revoked', async ({
  page,
}) => {
  await signUp(page, 'Tereza Script', uniqueEmail('tokens'), 'senha-da-tereza');
  const tripId = await createTrip(page, 'Lisboa por script', { days: 3, startIn: 20 });

  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Criar token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome do token').fill('Meu script');
  const trips = dialog.getByRole('radiogroup', { name: 'Viagens' });
  await trips.getByRole('radio', { name: 'Leitura e escrita' }).check();
  await dialog.getByRole('button', { name: 'Criar token' }).click();

  const field = dialog.getByLabel('Token de acesso');
  await expect(field).toHaveValue(/^trl_/);
  const token = await field.inputValue();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const list = page.getByRole('list', { name: 'Tokens de acesso' });
  const item = list.getByRole('listitem', { name: 'Meu script' });
  await expect(item).toContainText(`…${token.slice(-4)}`);
  await expect(page.getByText(token)).toHaveCount(0);

  // The script: what the token allows, what it does not.
  const headers = { authorization: `Bearer ${token}` };
  const trip = await page.request.get(`/api/trips/${tripId}`, { headers });
  expect(trip.status()).toBe(200);
  const renamed = await page.request.put(`/api/trips/${tripId}`, {
    headers,
    data: { title: 'Lisboa, renomeada' },
  });
  expect(renamed.status()).toBe(200);
  const costs = await page.request.get(`/api/trips/${tripId}/expenses`, { headers });
  expect([costs.status(), (await costs.json()).code]).toEqual([403, 'SCOPE_REQUIRED']);
  const more = await page.request.post('/api/users/tokens', {
    headers,
    data: { name: 'Outro', scopes: ['trips:write'] },
  });
  expect([more.status(), (await more.json()).code]).toEqual([403, 'SCOPE_REQUIRED']);

  // An AI agent with the same token, over MCP: it sees the trip under its new name.
  const mcp = await page.request.post('/api/mcp', {
    headers: { ...headers, accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_trips', arguments: {} } },
  });
  expect(mcp.status()).toBe(200);
  const called = (await mcp.json()) as { result: { isError?: boolean; content: { text: string }[] } };
  expect(called.result.isError ?? false).toBe(false);
  expect(called.result.content[0]!.text).toContain('Lisboa, renomeada');

  // The page shows it was used; revoking it shuts the script out at once.
  await page.reload();
  await expect(item).not.toContainText('Nunca usado');
  await item.getByRole('button', { name: 'Revogar Meu script' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar', exact: true }).click();
  await expect(item).toBeHidden();
  expect((await page.request.get(`/api/trips/${tripId}`, { headers })).status()).toBe(401);
});
