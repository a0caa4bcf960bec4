import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminMail } from '@trilha/shared';
import type { MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ADMIN_USER, page, signedInAs } from './admin-fixtures';

function makeMail(overrides: Partial<AdminMail> = {}): AdminMail {
  return {
    _id: 'mail-1',
    kind: 'message',
    recipient: 'bia@example.com',
    subject: 'Reset your Trilha password',
    state: 'failed',
    attempts: 30,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    nextAttemptAt: null,
    createdAt: '2031-11-22T09:30:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const FAILED = makeMail();
const WAITING = makeMail({
  _id: 'mail-2',
  kind: 'trip-export',
  recipient: 'caio@example.com',
  subject: 'Trip plan: Lisbon',
  state: 'queued',
  attempts: 2,
  lastError: '451 Try again later',
  nextAttemptAt: '2031-11-23T10:04:00.000Z',
});

describe('outgoing mail', () => {
  it('lists the mails not sent with why, and tries one again', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/mail': page([WAITING, FAILED]),
      'POST /admin/mail/mail-1/retry': { status: 200, data: { ...FAILED, state: 'queued', attempts: 0 } },
    });
    const { user } = renderApp('/admin/mail');
    const list = await screen.findByRole('list', { name: 'Mails not sent' });
    const [waiting, failed] = within(list).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Waiting');
    expect(waiting).toHaveTextContent('caio@example.com');
    expect(waiting).toHaveTextContent('Trip plan: Lisbon');
    expect(waiting).toHaveTextContent('2 attempts');
    expect(waiting).toHaveTextContent(/next try 11\/23\/2031/);
    expect(waiting).toHaveTextContent('Last error: 451 Try again later');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('30 attempts');
    expect(failed).not.toHaveTextContent('next try');

    await user.click(within(failed!).getByRole('button', { name: 'Try again now to bia@example.com' }));
    await waitFor(() => expect(api.callsTo('POST /admin/mail/mail-1/retry')).toHaveLength(1));
    // The list is read again after the retry.
    await waitFor(() => expect(api.callsTo('GET /admin/mail').length).toBeGreaterThan(1));
  });

  it('filters failed mail and says when there is none', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/mail': ({ params }: MockRequest) =>
        params.state === 'failed' ? page([]) : page([WAITING]),
    });
    const { user } = renderApp('/admin/mail');
    await screen.findByText('caio@example.com');
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('No failed mail')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/mail').at(-1)?.params).toMatchObject({ state: 'failed', limit: 20 });
  });

  it('says when every mail was sent', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/mail': page([]) });
    renderApp('/admin/mail');
    expect(await screen.findByText('Every mail was sent')).toBeInTheDocument();
  });
});
