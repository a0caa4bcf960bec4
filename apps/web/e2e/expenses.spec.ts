import { expect, test, type Page } from '@playwright/test';
import { createTrip, uniqueEmail, signUp, openInApp } from './support';

interface Spend {
  description: string;
  amount: string;
  paidBy: string;
  category?: string;
  currency?: string;
  rate?: string;
  leaveOut?: string[];
  unequal?: Record<string, string>;
}

/** One expense through the add-expense screen, back on the finances tab. */
async function addExpense(page: Page, tripId: string, spend: Spend) {
  await openInApp(page, `/trips/${tripId}/add-expense`);
  await page.getByLabel('Descrição').fill(spend.description);
  await page.getByLabel('Valor').fill(spend.amount);
  if (spend.currency) {
    await page.getByLabel('Moeda').selectOption(spend.currency);
    // Offline, there is no reference rate: the traveller types it.
    const rate = page.getByLabel(new RegExp(`^Câmbio: 1 ${spend.currency} = \\? EUR`));
    await rate.fill(spend.rate!);
    await expect(page.getByText(/na moeda da viagem/)).toBeVisible();
  }
  if (spend.category) await page.getByLabel('Categoria').selectOption({ label: spend.category });
  await page.getByLabel('Pago por', { exact: true }).selectOption({ label: spend.paidBy });
  for (const name of spend.leaveOut ?? []) await page.getByRole('checkbox', { name }).uncheck();
  if (spend.unequal) {
    await page.getByRole('radio', { name: 'Dividir de forma desigual' }).check();
    const entries = Object.entries(spend.unequal);
    for (const [index, [name, share]] of entries.entries()) {
      await page.getByLabel(`Parte de ${name}`).fill(share);
      // The remainder follows the typing until the shares add up.
      if (index < entries.length - 1) await expect(page.getByText(/^Falta distribuir:/)).toBeVisible();
    }
    await expect(page.getByText('Tudo distribuído')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Adicionar despesa' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=finances`));
  // Back on the finances tab once it shows, not only once the address changed: the router keeps the
  // form on screen while the tab's code loads, and the next expense must start from a new form.
  await expect(page.locator('#trip-panel-finances')).toBeVisible();
}

test('three people, four expenses in two currencies, an unequal split, settle up and record a transfer', async ({
  page,
}) => {
  await signUp(page, 'Ana Dias', uniqueEmail('money'), 'senha-da-ana');
  const tripId = await createTrip(page, 'Porto em grupo', { days: 4 });

  // The people: Ana (the owner) and two guests without an account.
  await openInApp(page, `/trips/${tripId}?tab=finances`);
  for (const guest of ['Bruno', 'Carla']) {
    await page.getByLabel('Nome do convidado').fill(guest);
    await page.getByRole('button', { name: 'Adicionar convidado' }).click();
    await expect(page.getByRole('listitem', { name: guest })).toBeVisible();
  }

  // A missing amount is refused with SPEC.md's words.
  await openInApp(page, `/trips/${tripId}/add-expense`);
  await page.getByLabel('Descrição').fill('Café');
  await page.getByRole('button', { name: 'Adicionar despesa' }).click();
  await expect(page.getByText('Por favor, informe um valor e selecione uma moeda').first()).toBeVisible();

  await addExpense(page, tripId, {
    description: 'Hotel',
    amount: '300',
    paidBy: 'Ana Dias',
    category: 'Hospedagem',
  });
  await addExpense(page, tripId, {
    description: 'Jantar',
    amount: '90',
    paidBy: 'Bruno',
    category: 'Alimentação',
  });
  await addExpense(page, tripId, {
    description: 'Táxi',
    amount: '60',
    paidBy: 'Carla',
    category: 'Transporte',
    leaveOut: ['Bruno'],
    unequal: { 'Ana Dias': '10', Carla: '50' },
  });
  await addExpense(page, tripId, {
    description: 'Museu',
    amount: '20',
    currency: 'USD',
    rate: '0,92',
    paidBy: 'Ana Dias',
    category: 'Atividades',
    leaveOut: ['Carla'],
  });

  // Ana paid 318,40 and owes 149,20; Bruno paid 90 and owes 139,20; Carla paid 60 and owes 180.
  await expect(page.getByText('€ 468,40').first()).toBeVisible();
  const transfers = page.getByRole('list', { name: 'Acertar as contas' });
  await expect(transfers.getByText('Carla paga € 120,00 a Ana Dias')).toBeVisible();
  await expect(transfers.getByText('Bruno paga € 49,20 a Ana Dias')).toBeVisible();
  const balances = page.getByRole('list', { name: 'Saldos' });
  await expect(balances.getByRole('listitem').filter({ hasText: 'Bruno' })).toContainText('deve');

  // Bruno pays: the transfer is recorded and the balances move.
  await page.getByRole('button', { name: 'Registrar como pago: Bruno paga € 49,20 a Ana Dias' }).click();
  await expect(transfers.getByText('Bruno paga € 49,20 a Ana Dias')).toBeHidden();
  await expect(transfers.getByText('Carla paga € 120,00 a Ana Dias')).toBeVisible();
  await expect(balances.getByRole('listitem').filter({ hasText: 'Bruno' })).toContainText('em dia');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Acertar as contas' }).getByRole('listitem')).toHaveCount(1);

  // The list shows all four expenses and the settlement; a filter by person narrows it.
  await openInApp(page, `/trips/${tripId}/expense-detail`);
  await expect(page.getByText('Museu')).toBeVisible();
  await page.getByLabel('Pessoa').selectOption({ label: 'Carla' });
  await expect(page.getByText('Museu')).toBeHidden();
  await expect(page.getByText('Táxi')).toBeVisible();
});
