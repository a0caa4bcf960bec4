import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Outlet,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
  type NavigateOptions,
  type RouteObject,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/app-routes';
import { createQueryClient } from '../app/query-client';
import { QueryRoot } from '../app/query-root';
import { appRoutes } from '../app/routes';
import { SessionRoot } from '../app/session-root';
import { trackQueryClient } from './query-clients';

// The app loads the signed-in frame (top bar, drawer, bell) lazily; a test that renders the app's routes
// loads it with this module, before its first render, so a findBy* wait never includes compiling it.
await import('../app/layouts/app-layout');

/**
 * The trip screen's chunk (every feature it composes): a file whose tests open a trip compiles it once in
 * `beforeAll(loadTripScreen, 60_000)`, so its first test's findBy* wait does not include compiling it.
 */
export const loadTripScreen = () => import('../app/trip-screen/trip-screen-page');

/**
 * What a test reads of the router and does with it: the address the app was sent to (at once, while the
 * screen it shows may still be loading, as in the browser's address bar), and going to another one.
 */
export interface TestRouter {
  state: { readonly location: Location };
  navigate: (to: string, options?: Pick<NavigateOptions, 'replace' | 'state'>) => Promise<void>;
}

/**
 * Renders the real route table (or test-only routes under the real session root) at a path, under the
 * same plain router as the app (BrowserRouter there), with its history in memory.
 */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: async (to, options) => {
      await act(async () => {
        if (options?.replace) history.replace(to, options.state);
        else history.push(to, options?.state);
        await Promise.resolve();
      });
    },
  };
  const queryClient = trackQueryClient(createQueryClient({ retry: false }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/**
 * Test-only screens under the real session root and guards, with the query client the signed-in frame
 * provides (QueryRoot).
 */
export function withSessionRoot(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <SessionRoot />,
      children: [
        {
          element: (
            <QueryRoot>
              <Outlet />
            </QueryRoot>
          ),
          children,
        },
      ],
    },
  ];
}
