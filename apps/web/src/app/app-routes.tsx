import { Component, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouteTableContext } from './document-title';

interface BoundaryProps {
  /** The address shown: at another one, the screens render afresh. */
  pathname: string;
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/** Catches what a screen throws while rendering (a screen's chunk that did not arrive, a bug). */
class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

function ScreenFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', mt: 10, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.errors.generic')}
      </Alert>
    </Box>
  );
}

/**
 * The route table rendered at the URL, under a router of the plain kind (BrowserRouter; in the tests, one
 * with its history in memory): the app uses none of a data router's loaders or actions, and its code
 * (about 14 KB compressed) would weigh on every first page. The screens read the table from RouteTableContext (the
 * tab's title); a screen that fails to render shows a message with a retry instead of a blank page, and
 * the next address starts afresh.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return (
    <RouteTableContext value={routes}>
      <ScreenErrorBoundary pathname={pathname} fallback={(retry) => <ScreenFailed retry={retry} />}>
        {useRoutes(routes)}
      </ScreenErrorBoundary>
    </RouteTableContext>
  );
}
