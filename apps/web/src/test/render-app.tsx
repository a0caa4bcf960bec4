import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from '../app/providers';
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

/** Renders the real route table (or test-only routes under the real session root) at a path. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = trackQueryClient(createQueryClient({ retry: false }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/** Test-only screens under the real session root and guards. */
export function withSessionRoot(children: RouteObject[]): RouteObject[] {
  return [{ element: <SessionRoot />, children }];
}
