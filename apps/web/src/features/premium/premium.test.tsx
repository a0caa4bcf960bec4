import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PremiumStatus, User } from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_PROFILE, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import { externalNavigation } from './api/premium-actions';
import { CONFIRMATION_POLL } from './routes/premium-success-page';

const FREE: PremiumStatus = {
  isPremium: false,
  plan: 'free',
  source: null,
  renewsAt: null,
  cancelAtPeriodEnd: false,
  until: null,
  paymentsEnabled: true,
  price: { amount: 1990, currency: 'BRL', interval: 'month', intervalCount: 1 },
  monthlyAllowance: 30,
};
const SUBSCRIBED: PremiumStatus = {
  ...FREE,
  isPremium: true,
  plan: 'premium',
  source: 'subscription',
  renewsAt: '2031-06-01T12:00:00.000Z',
};
const usages = {
  status: 200,
  data: { remainingUsages: 27, limit: 30, resetsAt: '2031-06-01T00:00:00.000Z' },
};

function signedIn(routes: Record<string, MockRoute>, user: User = TEST_USER) {
  storeSignedIn(user);
  return mockApi({
    'GET /auth/me': { status: 200, data: user },
    'GET /users/profile': { status: 200, data: TEST_PROFILE },
    'GET /users/remaining-usages/itinerary': usages,
    'GET /users/remaining-usages/checklist': usages,
    'GET /users/remaining-usages/tips': usages,
    'GET /users/remaining-usages/cost-estimate': usages,
    'GET /users/remaining-usages/import': usages,
    ...routes,
  });
}

let goTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  goTo = vi.spyOn(externalNavigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(async () => {
  goTo.mockRestore();
  await i18n.changeLanguage('en');
});

describe('/premium', () => {
  it('shows a free reader the benefits with their allowance and the price, and subscribes through Stripe', async () => {
    const api = signedIn({
      'GET /premium/status': { status: 200, data: FREE },
      'POST /premium/checkout': { status: 200, data: { url: 'https://checkout.stripe.test/pay/1' } },
      'GET /users/remaining-usages/import': {
        status: 200,
        data: { remainingUsages: 4, limit: 5, resetsAt: '2031-06-01T00:00:00.000Z' },
      },
    });
    const { user } = renderApp('/premium');
    expect(await screen.findByText('R$19.90 a month')).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'What premium gives you' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    expect(within(benefits).getByText('AI itineraries, day by day')).toBeInTheDocument();
    // A free reader has a small allowance of AI readings of imports, and sees what is left of it.
    expect(await within(benefits).findByText('4 of 5 left this month')).toBeInTheDocument();
    expect(within(benefits).getAllByText('30 generations a month')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.test/pay/1'));
    expect(api.callsTo('GET /users/remaining-usages/itinerary')).toHaveLength(0);
  });

  it("shows the price in the reader's currency format (pt)", async () => {
    await i18n.changeLanguage('pt');
    signedIn({ 'GET /premium/status': { status: 200, data: FREE } });
    renderApp('/premium');
    expect(await screen.findByText('R$ 19,90 por mês')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assinar' })).toBeInTheDocument();
  });

  it('says so when Stripe cannot open a checkout', async () => {
    signedIn({
      'GET /premium/status': { status: 200, data: FREE },
      'POST /premium/checkout': apiError(502, 'CHECKOUT_FAILED', 'Could not retrieve checkout URL'),
    });
    const { user } = renderApp('/premium');
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not retrieve checkout URL');
    expect(goTo).not.toHaveBeenCalled();
  });

  it("explains, without payments, that an administrator grants premium, and shows a grant's last day", async () => {
    signedIn({
      'GET /premium/status': { status: 200, data: { ...FREE, paymentsEnabled: false, price: null } },
    });
    const first = renderApp('/premium');
    expect(await screen.findByText(/An administrator grants premium/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    first.unmount();

    signedIn({
      'GET /premium/status': {
        status: 200,
        data: {
          ...FREE,
          paymentsEnabled: false,
          price: null,
          isPremium: true,
          plan: 'premium',
          source: 'manual',
          until: '2031-11-24',
        },
      },
    });
    renderApp('/premium');
    expect(
      await screen.findByText('An administrator granted you premium until November 24th, 2031.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(await screen.findAllByText('27 of 30 left this month')).toHaveLength(5);
  });

  it('shows a subscriber the renewal, cancels after confirmation and then shows until when it stays on', async () => {
    const api = signedIn({
      'GET /premium/status': { status: 200, data: SUBSCRIBED },
      'POST /premium/cancel': { status: 200, data: { ...SUBSCRIBED, cancelAtPeriodEnd: true } },
      'POST /premium/portal': { status: 200, data: { url: 'https://billing.stripe.test/session/1' } },
    });
    const { user } = renderApp('/premium');
    expect(await screen.findByText('Your subscription renews on June 1st, 2031.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://billing.stripe.test/session/1'));

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('Premium stays on until June 1st, 2031');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText('Your subscription is cancelled: premium stays on until June 1st, 2031.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /premium/cancel')).toHaveLength(1);
  });

  it("keeps the dialog open with SPEC.md's message when the cancellation fails", async () => {
    signedIn({
      'GET /premium/status': { status: 200, data: SUBSCRIBED },
      'POST /premium/cancel': apiError(502, 'CANCEL_FAILED', 'Failed to cancel subscription.'),
    });
    const { user } = renderApp('/premium');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to cancel subscription.');
  });
});

describe('/premium/success', () => {
  beforeEach(() => {
    CONFIRMATION_POLL.intervalMs = 20;
    CONFIRMATION_POLL.attempts = 4;
  });

  it('waits with progress until the payment is confirmed, then says premium is on', async () => {
    let calls = 0;
    signedIn({
      'GET /premium/status': () => {
        calls += 1;
        return { status: 200, data: calls < 3 ? FREE : SUBSCRIBED };
      },
    });
    renderApp('/premium/success?session_id=cs_test_1');
    expect(await screen.findByText('We are confirming your payment with Stripe...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Confirming the payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Premium is on' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my trips' })).toHaveAttribute('href', '/trips');
    // The session now knows: the stored user is premium without signing in again.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).isPremium).toBe(true));
  });

  it('gives up after a while with a message and checks again on request', async () => {
    let confirmed = false;
    signedIn({ 'GET /premium/status': () => ({ status: 200, data: confirmed ? SUBSCRIBED : FREE }) });
    const { user } = renderApp('/premium/success');
    expect(await screen.findByText(/has not been confirmed yet/)).toBeInTheDocument();
    confirmed = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Premium is on' })).toBeInTheDocument();
  });
});

describe('/premium/cancel', () => {
  it('says nothing was charged and offers to try again', async () => {
    signedIn({
      'POST /premium/checkout': { status: 200, data: { url: 'https://checkout.stripe.test/pay/2' } },
    });
    const { user } = renderApp('/premium/cancel');
    expect(await screen.findByText(/Nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to premium' })).toHaveAttribute('href', '/premium');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.test/pay/2'));
  });

  it('is in Spanish with "tú"', async () => {
    await i18n.changeLanguage('es');
    signedIn({});
    renderApp('/premium/cancel');
    expect(
      await screen.findByText('Saliste de la página de pago antes de pagar. No se te cobró nada.'),
    ).toBeInTheDocument();
  });
});
