import { createContext, use } from 'react';
import {
  matchRoutes,
  useLocation,
  useParams,
  useSearchParams,
  type Params,
  type RouteObject,
} from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';

/** What a route's screen is called in the tab: a text key, or made from the URL. */
export type ScreenTitle =
  string | ((t: TFunction, url: { params: Params; search: URLSearchParams; language: string }) => string);

/** A route's `handle`: the name of its screen (routes.tsx). */
export interface ScreenHandle {
  title: ScreenTitle;
}

/** The app's route table (AppRoutes): the screens that match the URL give the tab its title. */
export const RouteTableContext = createContext<RouteObject[]>([]);

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/**
 * Names the tab after the screen the URL shows (the deepest route's `handle.title`) and, on a trip's
 * screens, the trip (`tripTitle`, given by TripRouteDocumentTitle): "Despesas · Primavera em Lisboa ·
 * Trilha". Rendered once by each frame (the app's, the sign-in pages'), so every route screen is named,
 * in the interface language. The sign-in frame uses it as it is: it never needs the trip queries' code.
 */
export function RouteDocumentTitle({ tripTitle }: { tripTitle?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const matches = matchRoutes(use(RouteTableContext), location) ?? [];
  const params = useParams();
  const [search] = useSearchParams();
  const handle = matches.map((match) => match.route.handle as unknown).findLast(isScreenHandle);
  const screen = !handle
    ? undefined
    : typeof handle.title === 'string'
      ? t(handle.title)
      : handle.title(t, { params, search, language: i18n.resolvedLanguage ?? i18n.language });
  useDocumentTitle([screen, params.tripId ? tripTitle : undefined]);
  return null;
}
