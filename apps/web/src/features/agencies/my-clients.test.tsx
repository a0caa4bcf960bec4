import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TripInput } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fillDate } from '../../test/date-fields';
import { i18n } from '../../lib/i18n/i18n';
import { makeTrip, tripAfter } from '../trips/trip-fixtures';
import {
  AGENCY_ITEM,
  BRUNO,
  BRUNO_DETAIL,
  CAIO,
  CONSULTANT_USER,
  LIA,
  MANAGER_USER,
  signedInAs,
} from './agency-fixtures';

describe("a consultant's clients", () => {
  it('lists them with their payment status and opens one', async () => {
    signedInAs(CONSULTANT_USER, {
      'GET /consultants/clients': { status: 200, data: [BRUNO, LIA] },
      'GET /agencies': { status: 200, data: [AGENCY_ITEM] },
      'GET /consultants/clients/client-bruno': { status: 200, data: BRUNO_DETAIL },
    });
    const { user, router } = renderApp('/consultant/clients');
    const list = await screen.findByRole('list', { name: 'My clients' });
    const bruno = within(list).getByRole('link', { name: /Bruno Reis/ });
    expect(bruno).toHaveTextContent('bruno@example.com');
    expect(bruno).toHaveTextContent('Paid');
    expect(within(list).getByRole('link', { name: /Lia Prado/ })).toHaveTextContent('Overdue');
    expect(screen.getByText('2 clients')).toBeInTheDocument();

    await user.click(bruno);
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultant/clients/client-bruno'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Reis' })).toBeInTheDocument();
    expect(screen.getByText(CAIO.name)).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Honeymoon in Lisbon/ })).toHaveAttribute(
      'href',
      '/trips/trip-bruno',
    );
  });

  it('says when there are no clients yet, in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    signedInAs(CONSULTANT_USER, {
      'GET /consultants/clients': { status: 200, data: [] },
      'GET /agencies': { status: 200, data: [AGENCY_ITEM] },
    });
    renderApp('/consultant/clients');
    expect(await screen.findByText('Nenhum cliente ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar cliente' })).toBeInTheDocument();
  });

  it('shows the fixed text when the list cannot be fetched', async () => {
    await i18n.changeLanguage('pt');
    signedInAs(CONSULTANT_USER, {
      'GET /consultants/clients': () => {
        throw new Error('offline');
      },
    });
    renderApp('/consultant/clients');
    await waitFor(() => expect(screen.getAllByText('Erro ao buscar clientes')).toHaveLength(2), {
      timeout: 4000,
    });
  });

  it('tells an inactive consultant why they see nothing', async () => {
    signedInAs(CONSULTANT_USER, {
      'GET /consultants/clients': apiError(
        403,
        'CONSULTANT_INACTIVE',
        "Your consultant access is inactive. Ask your agency's administrator to reactivate it.",
      ),
    });
    renderApp('/consultant/clients');
    // In place, and in the snackbar.
    await waitFor(() => expect(screen.getAllByText(/^Your consultant access is inactive\./)).toHaveLength(2));
  });
});

describe("a client's details", () => {
  it('plans a new trip for the client and opens it', async () => {
    const api = signedInAs(MANAGER_USER, {
      'GET /consultants/clients/client-bruno': { status: 200, data: { ...BRUNO_DETAIL, trips: [] } },
      'POST /consultants/clients/client-bruno/trips': ({ body }) => ({
        status: 201,
        data: tripAfter(makeTrip({ _id: 'trip-9', myRole: 'admin' }), body),
      }),
      'GET /trips/trip-9': { status: 200, data: makeTrip({ _id: 'trip-9', myRole: 'admin' }) },
    });
    const { user, router } = renderApp('/consultant/clients/client-bruno');
    expect(await screen.findByText('No trips yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plan a new trip for Bruno Reis' }));
    const form = await screen.findByRole('region', { name: 'Plan a new trip for Bruno Reis' });
    await user.click(within(form).getByRole('button', { name: 'Create trip' }));
    expect(await within(form).findAllByText('Required Field')).not.toHaveLength(0);
    expect(api.callsTo('POST /consultants/clients/client-bruno/trips')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Trip title'), 'Honeymoon');
    await user.type(within(form).getByLabelText('Destination'), 'Lisbon');
    fillDate('Start date', '2030-05-01');
    fillDate('End date', '2030-05-08');
    await user.click(within(form).getByRole('radio', { name: 'Luxury' }));
    await user.click(within(form).getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-9'));
    const expected: TripInput = {
      title: 'Honeymoon',
      destination: { name: 'Lisbon' },
      startDate: '2030-05-01',
      endDate: '2030-05-08',
      budget: 'luxury',
      interests: [],
      currency: 'BRL',
      budgetAmount: null,
      notes: '',
    };
    expect(api.callsTo('POST /consultants/clients/client-bruno/trips')[0]?.body).toEqual(expected);
  }, 20_000);

  it('says when the client is not theirs', async () => {
    signedInAs(CONSULTANT_USER, {
      'GET /consultants/clients/client-lia': apiError(404, 'CLIENT_NOT_FOUND', 'Client not found.'),
    });
    renderApp('/consultant/clients/client-lia');
    expect(await screen.findByText(/^Client not found\. They may have been removed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My clients' })).toHaveAttribute('href', '/consultant/clients');
  });
});
