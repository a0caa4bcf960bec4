import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { appRoutes, preloadRoute } from './routes';

export function App() {
  const [router] = useState(() => {
    preloadRoute(window.location.pathname);
    return createBrowserRouter(appRoutes);
  });
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
