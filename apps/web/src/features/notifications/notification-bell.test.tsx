import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import { localInstant, makeNotification, notificationsApi, unreadList } from './notification-fixtures';
import { fakeStream, pushEvent } from './stream-fixtures';
import { STREAM_URL, streamFetch } from './api/use-notification-stream';
import { makeTripSummary } from '../trips/trip-fixtures';

vi.mock('eventsource-client', () => import('./stream-fixtures'));

beforeEach(() => fakeStream.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bell = (name: string | RegExp) => screen.findByRole('button', { name });

describe('notification bell', () => {
  it('shows the unread count fetched after sign-in', async () => {
    const api = notificationsApi({ 'GET /notifications/unread': { status: 200, data: unreadList(3) } });
    renderApp('/about');
    const button = await bell('Notifications, 3 unread');
    expect(within(button).getByText('3')).toBeInTheDocument();
    expect(api.callsTo('GET /notifications/unread')).toHaveLength(1);
    // The menu's list waits until it is opened.
    expect(api.callsTo('GET /notifications')).toHaveLength(0);
  });

  it('caps the badge at 99+ while the name keeps the real count', async () => {
    notificationsApi({ 'GET /notifications/unread': { status: 200, data: unreadList(120) } });
    renderApp('/about');
    const button = await bell('Notifications, 120 unread');
    expect(within(button).getByText('99+')).toBeInTheDocument();
  });

  it('names the count in Portuguese', async () => {
    notificationsApi({ 'GET /notifications/unread': { status: 200, data: unreadList(2) } });
    await i18n.changeLanguage('pt');
    renderApp('/about');
    expect(await bell('Notificações, 2 não lidas')).toBeInTheDocument();
  });

  it('is a plain bell without unread notifications or when the count cannot be fetched', async () => {
    notificationsApi({ 'GET /notifications/unread': apiError(500, 'INTERNAL', 'Boom.') });
    renderApp('/about');
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('fetches the newest notifications when opened, with their dates, and opens what one is about', async () => {
    const api = notificationsApi({
      'GET /notifications/unread': { status: 200, data: unreadList(1) },
      'GET /notifications': {
        status: 200,
        data: [
          makeNotification({
            _id: 'a',
            title: 'Ana shared “Lisbon”',
            link: '/trips/lisbon-1',
            createdAt: localInstant(2027, 3, 1, 14, 5),
          }),
          makeNotification({ _id: 'b', title: 'Level 4 reached', isRead: true, createdAt: 'yesterday-ish' }),
        ],
      },
      'POST /notifications/a/read': { status: 200, data: makeNotification({ _id: 'a', isRead: true }) },
    });
    const { user, router } = renderApp('/about');
    await user.click(await bell('Notifications, 1 unread'));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = await within(menu).findByRole('link', { name: /Ana shared “Lisbon”/ });
    expect(first).toHaveTextContent('01/03/2027 14:05');
    expect(first).toHaveTextContent('Unread');
    const second = within(menu).getByRole('link', { name: /Level 4 reached/ });
    expect(second).toHaveTextContent('Invalid date');
    expect(second).not.toHaveTextContent('Unread');
    expect(api.callsTo('GET /notifications')[0]?.params).toMatchObject({ limit: 10 });
    expect(within(menu).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications');

    // The trip shared opens, not the list of notifications; it is read from then on.
    expect(first).toHaveAttribute('href', '/trips/lisbon-1');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/lisbon-1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /notifications/a/read')).toHaveLength(1);
  });

  it('reads the notifications again, and listens in the new language, when the language changes', async () => {
    const api = notificationsApi({ 'GET /notifications/unread': { status: 200, data: unreadList(1) } });
    renderApp('/about');
    await bell('Notifications, 1 unread');
    const before = api.callsTo('GET /notifications/unread').length;
    expect(fakeStream.opened).toBe(1);
    await act(() => i18n.changeLanguage('pt'));
    await waitFor(() => expect(api.callsTo('GET /notifications/unread').length).toBeGreaterThan(before));
    expect(api.callsTo('GET /notifications/unread').at(-1)?.headers['Accept-Language']).toBe('pt');
    // The old stream spoke English: a new one is opened, its requests in Portuguese.
    expect(fakeStream.closed).toBe(1);
    expect(fakeStream.opened).toBe(2);
  });

  it('fetches again each time it opens', async () => {
    const api = notificationsApi({ 'GET /notifications': { status: 200, data: [] } });
    const { user } = renderApp('/about');
    await user.click(await bell('Notifications'));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    // No 'mark all as read' with nothing unread.
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await bell('Notifications'));
    await screen.findByText('No notifications');
    expect(api.callsTo('GET /notifications')).toHaveLength(2);
  });

  it('shows a spinner while loading, then the fixed error text', async () => {
    let fail: () => void = () => undefined;
    notificationsApi({
      'GET /notifications': () =>
        new Promise((resolve) => {
          fail = () => resolve(apiError(500, 'INTERNAL', 'Database down.'));
        }),
    });
    const { user } = renderApp('/about');
    await user.click(await bell('Notifications'));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(menu).getByRole('progressbar', { name: 'Loading notifications' })).toBeInTheDocument();
    act(() => fail());
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Could not load your notifications.');
    expect(within(menu).queryByText('Database down.')).not.toBeInTheDocument();
  });

  it('marks all as read, which sets the count to 0', async () => {
    const api = notificationsApi({
      'GET /notifications/unread': { status: 200, data: unreadList(3) },
      'GET /notifications': { status: 200, data: unreadList(3) },
      'PUT /notifications/mark-all-as-read': { status: 200, data: { updated: 3 } },
    });
    const { user } = renderApp('/about');
    await user.click(await bell('Notifications, 3 unread'));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('PUT /notifications/mark-all-as-read')).toHaveLength(1));
    await waitFor(() =>
      expect(within(menu).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('says so when marking all as read fails, and keeps the count', async () => {
    notificationsApi({
      'GET /notifications/unread': { status: 200, data: unreadList(2) },
      'GET /notifications': { status: 200, data: unreadList(2) },
      'PUT /notifications/mark-all-as-read': apiError(500, 'INTERNAL', 'Boom.'),
    });
    const { user } = renderApp('/about');
    await user.click(await bell('Notifications, 2 unread'));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(menu).findByText('Could not mark the notifications as read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread', hidden: true })).toBeInTheDocument();
  });

  it('is kept up to date by the stream: the count rises and the title shows for 3 seconds', async () => {
    const { token } = notificationsApi({ 'GET /notifications/unread': { status: 200, data: unreadList(1) } });
    renderApp('/about');
    await bell('Notifications, 1 unread');
    expect(fakeStream.opened).toBe(1);
    expect(fakeStream.options?.url).toBe(STREAM_URL);
    expect(String(fakeStream.options?.url)).not.toContain(token);
    expect(fakeStream.options?.headers).toEqual({ Authorization: `Bearer ${token}` });

    vi.useFakeTimers();
    // What is not a notification changes nothing.
    pushEvent('notification', '{not json');
    pushEvent('notification', { _id: 'x', title: 'Missing fields' });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    pushEvent('notification', makeNotification({ _id: 'live-1', title: 'Your flight TP 1234 landed' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your flight TP 1234 landed');

    // The same notification twice (a resent event) counts once.
    pushEvent('notification', makeNotification({ _id: 'live-1', title: 'Your flight TP 1234 landed' }));
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your flight TP 1234 landed');
    await act(() => vi.advanceTimersByTimeAsync(200));
    // Closed at 3 s; the exit transition takes a moment more.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Your flight TP 1234 landed')).not.toBeInTheDocument();
  });

  it('fetches the count again whenever the stream opens, and closes it on sign-out', async () => {
    const api = notificationsApi();
    const { user } = renderApp('/about');
    await bell('Notifications');
    expect(api.callsTo('GET /notifications/unread')).toHaveLength(1);
    // Each time the stream (re)opens, the count is fetched again: nothing written meanwhile is missed.
    pushEvent('ready', {});
    await waitFor(() => expect(api.callsTo('GET /notifications/unread')).toHaveLength(2));
    pushEvent('ready', {});
    await waitFor(() => expect(api.callsTo('GET /notifications/unread')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(fakeStream.closed).toBe(1));
  });
});

describe('a live notification about a trip', () => {
  // The trip list's screen is a lazy chunk: compiled once here, not inside the test's wait.
  beforeAll(() => import('../../app/trip-list/trips-list-page'), 60_000);

  it('names the trip of a live notification, opens it, and lists the trip without a reload', async () => {
    let shared = false;
    const andes = makeTripSummary({ _id: 'trip-9', title: 'Andes trek' });
    const api = notificationsApi({
      'GET /trips': ({ params }) => ({
        status: 200,
        data: shared && params.when === 'upcoming' ? [andes] : [],
      }),
      'POST /notifications/live-2/read': {
        status: 200,
        data: makeNotification({ _id: 'live-2', isRead: true }),
      },
    });
    const { user, router } = renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'No trips yet' })).toBeInTheDocument();

    shared = true;
    pushEvent(
      'notification',
      makeNotification({
        _id: 'live-2',
        kind: 'trip-shared',
        title: 'A trip was shared with you: “Andes trek”',
        message: 'Ana shared “Andes trek” with you as viewer.',
        link: '/trips/trip-9',
      }),
    );
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('link', { name: /Andes trek/ })).toHaveAttribute(
      'href',
      '/trips/trip-9',
    );
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('A trip was shared with you: “Andes trek”');
    expect(live).toHaveTextContent('Ana shared “Andes trek” with you as viewer.');
    await user.click(
      within(live).getByRole('link', { name: 'Open “A trip was shared with you: “Andes trek””' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-9'));
    expect(api.callsTo('POST /notifications/live-2/read')).toHaveLength(1);
  });
});

describe('notification stream requests', () => {
  it('send the current token, fail on errors and stop on a refused session', async () => {
    localStorage.setItem('token', 'fresh-token');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    const request = streamFetch(onUnauthorized);

    await request(STREAM_URL, { headers: { Accept: 'text/event-stream', Authorization: 'Bearer old' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ Accept: 'text/event-stream', Authorization: 'Bearer fresh-token' });

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request(STREAM_URL, {})).rejects.toThrow('502');
    expect(onUnauthorized).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await expect(request(STREAM_URL, {})).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
