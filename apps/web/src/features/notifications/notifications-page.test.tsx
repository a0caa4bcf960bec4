import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@trilha/shared';
import { apiError, type MockReply, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import { makeNotification, notificationsApi } from './notification-fixtures';
import { fakeStream } from './stream-fixtures';

vi.mock('eventsource-client', () => import('./stream-fixtures'));

beforeEach(() => fakeStream.reset());

/** GET /notifications over a fixed list, newest first, paged by `limit` and the `X-Next-Cursor` header. */
function pagedList(all: () => Notification[]) {
  return ({ params }: MockRequest): MockReply => {
    const list = all();
    const limit = Number(params.limit);
    const start = params.cursor ? list.findIndex((item) => item._id === params.cursor) + 1 : 0;
    const page = list.slice(start, start + limit);
    const last = page.at(-1);
    const headers: Record<string, string> = {};
    if (last && start + limit < list.length) headers['x-next-cursor'] = last._id;
    return { status: 200, data: page, headers };
  };
}

const MANY = Array.from({ length: 23 }, (_, index) =>
  makeNotification({ _id: `p-${index + 1}`, title: `Update ${index + 1}`, isRead: index >= 2 }),
);

describe('notifications page', () => {
  it('pages through the list with the cursor and tells read from unread', async () => {
    const api = notificationsApi({
      'GET /notifications/unread': { status: 200, data: MANY.slice(0, 2) },
      'GET /notifications': pagedList(() => MANY),
    });
    const { user } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Update 1' });
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(first).getByText('01/03/2027 14:05')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Mark as read: “Update 1”' })).toBeInTheDocument();
    const third = screen.getByRole('article', { name: 'Update 3' });
    expect(within(third).getByText('Read')).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pageCalls = api.callsTo('GET /notifications').map((call) => call.params);
    expect(pageCalls).toEqual([
      { limit: 20, cursor: undefined },
      { limit: 20, cursor: 'p-20' },
    ]);
  });

  it('opens the linked item and marks it read; marks another read in place', async () => {
    let items = [
      makeNotification({ _id: 'n-a', title: 'Ana shared Lisbon', link: '/trips/trip-9' }),
      makeNotification({ _id: 'n-b', title: 'Trip starts tomorrow', link: '/trips/trip-2' }),
    ];
    const read = (id: string) => {
      items = items.map((item) => (item._id === id ? { ...item, isRead: true } : item));
      return { status: 200, data: items.find((item) => item._id === id) };
    };
    const api = notificationsApi({
      'GET /notifications/unread': () => ({ status: 200, data: items.filter((item) => !item.isRead) }),
      'GET /notifications': pagedList(() => items),
      'POST /notifications/n-b/read': () => read('n-b'),
      'POST /notifications/n-a/read': () => read('n-a'),
    });
    const { user, router } = renderApp('/notifications');
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    await user.click(await screen.findByRole('button', { name: 'Mark as read: “Trip starts tomorrow”' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/n-b/read')).toHaveLength(1));
    const second = screen.getByRole('article', { name: 'Trip starts tomorrow' });
    expect(await within(second).findByText('Read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    const open = screen.getByRole('link', { name: 'Open “Ana shared Lisbon”' });
    expect(open).toHaveAttribute('href', '/trips/trip-9');
    await user.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-9'));
    await waitFor(() => expect(api.callsTo('POST /notifications/n-a/read')).toHaveLength(1));
  });

  it('deletes all only after confirming', async () => {
    let items = [makeNotification({ title: 'Old news' }), makeNotification({ isRead: true })];
    const api = notificationsApi({
      'GET /notifications/unread': () => ({ status: 200, data: items.filter((item) => !item.isRead) }),
      'GET /notifications': pagedList(() => items),
      'DELETE /notifications/delete-all': () => {
        items = [];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /notifications/delete-all')).toHaveLength(0);
    expect(screen.getByText('Old news')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /notifications/delete-all')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete all' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with a message when deleting fails', async () => {
    notificationsApi({
      'GET /notifications': pagedList(() => [makeNotification({ title: 'Still here' })]),
      'DELETE /notifications/delete-all': apiError(500, 'INTERNAL', 'Boom.'),
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not delete the notifications.');
  });

  it('marks all as read from the page', async () => {
    let items = [makeNotification({ title: 'One' }), makeNotification({ title: 'Two' })];
    const api = notificationsApi({
      'GET /notifications/unread': () => ({ status: 200, data: items.filter((item) => !item.isRead) }),
      'GET /notifications': pagedList(() => items),
      'PUT /notifications/mark-all-as-read': () => {
        items = items.map((item) => ({ ...item, isRead: true }));
        return { status: 200, data: { updated: 2 } };
      },
    });
    const { user } = renderApp('/notifications');
    await screen.findByText('2 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('PUT /notifications/mark-all-as-read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.queryByText('2 unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('has an empty state, in Portuguese too', async () => {
    notificationsApi({ 'GET /notifications': { status: 200, data: [] } });
    await i18n.changeLanguage('pt');
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Sem notificações' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir todas' })).not.toBeInTheDocument();
  });

  it('shows the fixed text when the list cannot be fetched, and an invalid date as such', async () => {
    let fail = true;
    notificationsApi({
      'GET /notifications': () =>
        fail
          ? apiError(500, 'INTERNAL', 'Boom.')
          : { status: 200, data: [makeNotification({ title: 'Odd date', createdAt: 'not a date' })] },
    });
    const { user } = renderApp('/notifications');
    expect(await screen.findByText('Could not load your notifications.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const item = await screen.findByRole('article', { name: 'Odd date' });
    expect(within(item).getByText('Invalid date')).toBeInTheDocument();
  });
});
