import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes, preloadRoute } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    preloadRoute(window.location.pathname, appRoutes, queryClient);
    return createBrowserRouter(appRoutes);
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
