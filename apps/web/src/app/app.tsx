import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes, preloadRoute } from './routes';

// The service worker and its "new version" prompt: built apps only, fetched once the first screen is up.
const AppUpdates = lazy(() =>
  import('../features/offline/components/app-updates').then((module) => ({ default: module.AppUpdates })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    preloadRoute(window.location.pathname, appRoutes, queryClient);
    return createBrowserRouter(appRoutes);
  });
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    if (import.meta.env.PROD) setRendered(true);
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      {rendered && (
        <Suspense fallback={null}>
          <AppUpdates />
        </Suspense>
      )}
    </AppProviders>
  );
}
