import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClientHolder } from '../lib/query-client-holder';
import { AppProviders } from './providers';
import { appRoutes, preloadRoute } from './routes';
import { AppRoutes } from './app-routes';

export function App() {
  const [queryClients] = useState(() => {
    const holder: QueryClientHolder = { client: undefined };
    preloadRoute(window.location.pathname, appRoutes, holder);
    return holder;
  });
  return (
    <AppProviders queryClients={queryClients}>
      <BrowserRouter>
        <AppRoutes routes={appRoutes} />
      </BrowserRouter>
    </AppProviders>
  );
}
