import { AGENCY_ROLES, type Role } from '@trilha/shared';
import { PublicOnly, RequireAuth, RequireRole } from './guards/require-auth';
import { matchPath, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { useSession } from '../lib/auth/session';
import type { QueryClientHolder } from '../lib/query-client-holder';
import { readStoredToken } from '../lib/auth/session-storage';
import { LoginPage } from '../features/auth/routes/login-page';
import { loadAppTexts } from '../lib/i18n/i18n';
import { PublicLayout } from './layouts/public-layout';
import { isLazyComponent, lazyComponent } from '../lib/lazy-component';
import { SessionRoot } from './session-root';
import { RouteDocumentTitle, type ScreenHandle, type ScreenTitle } from './document-title';

// The first page most visits open is bundled with the app itself, so it needs no second round of requests;
// the signed-in frame (top bar, drawer, bell, invitations) and every other screen load when first shown.
// The frame renders once the signed-in app's texts are there too (loaded beside its chunk), so none of
// its screens shows a key; the first page carries only the signed-out screens' texts.
const AppLayout = lazyComponent(
  () => Promise.all([import('./layouts/app-layout'), loadAppTexts()]).then(([module]) => module),
  'AppLayout',
);
const RegisterPage = lazyComponent(() => import('../features/auth/routes/register-page'), 'RegisterPage');
const OidcCallbackPage = lazyComponent(
  () => import('../features/auth/routes/oidc-callback-page'),
  'OidcCallbackPage',
);
const ForgotPasswordPage = lazyComponent(
  () => import('../features/auth/routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyComponent(
  () => import('../features/auth/routes/reset-password-page'),
  'ResetPasswordPage',
);
const TripsListPage = lazyComponent(() => import('./trip-list/trips-list-page'), 'TripsListPage');
const PlanTripPage = lazyComponent(() => import('../features/trips/routes/plan-trip-page'), 'PlanTripPage');
const TripWizardPage = lazyComponent(
  () => import('../features/trips/routes/trip-wizard-page'),
  'TripWizardPage',
);
const TripScreenPage = lazyComponent(() => import('./trip-screen/trip-screen-page'), 'TripScreenPage');
const TripDayPage = lazyComponent(() => import('./trip-pages/trip-day-page'), 'TripDayPage');
const TripSummaryPage = lazyComponent(() => import('./trip-pages/trip-summary-page'), 'TripSummaryPage');
const BookingsPage = lazyComponent(() => import('../features/bookings/routes/bookings-page'), 'BookingsPage');
const BookingFormPage = lazyComponent(
  () => import('../features/bookings/routes/booking-form-page'),
  'BookingFormPage',
);
const AddTourPage = lazyComponent(() => import('../features/tours/routes/add-tour-page'), 'AddTourPage');
const TripFlightsPage = lazyComponent(
  () => import('../features/flights/routes/trip-flights-page'),
  'TripFlightsPage',
);
const AddFlightPage = lazyComponent(
  () => import('../features/flights/routes/flight-form-page'),
  'AddFlightPage',
);
const EditFlightPage = lazyComponent(
  () => import('../features/flights/routes/flight-form-page'),
  'EditFlightPage',
);
const AddExpensePage = lazyComponent(
  () => import('../features/expenses/routes/add-expense-page'),
  'AddExpensePage',
);
const ExpenseOverviewPage = lazyComponent(
  () => import('../features/expenses/routes/expense-overview-page'),
  'ExpenseOverviewPage',
);
const ExpenseDetailPage = lazyComponent(
  () => import('../features/expenses/routes/expense-detail-page'),
  'ExpenseDetailPage',
);
const CalendarPage = lazyComponent(() => import('../features/calendar/routes/calendar-page'), 'CalendarPage');
const AccountSettingsPage = lazyComponent(
  () => import('../features/settings/routes/account-settings-page'),
  'AccountSettingsPage',
);
const ProfilePage = lazyComponent(() => import('../features/profile/routes/profile-page'), 'ProfilePage');
const AboutPage = lazyComponent(() => import('../features/about/routes/about-page'), 'AboutPage');
const SupportPage = lazyComponent(() => import('../features/support/routes/support-page'), 'SupportPage');
const FeedbackPage = lazyComponent(() => import('../features/feedback/routes/feedback-page'), 'FeedbackPage');
const AgenciesPage = lazyComponent(() => import('../features/agencies/routes/agencies-page'), 'AgenciesPage');
const AgencyPage = lazyComponent(() => import('../features/agencies/routes/agency-page'), 'AgencyPage');
const ClientsPage = lazyComponent(() => import('../features/agencies/routes/clients-page'), 'ClientsPage');
const ConsultantsPage = lazyComponent(
  () => import('../features/agencies/routes/consultants-page'),
  'ConsultantsPage',
);
const MyClientsPage = lazyComponent(
  () => import('../features/agencies/routes/my-clients-page'),
  'MyClientsPage',
);
const ClientDetailPage = lazyComponent(
  () => import('../features/agencies/routes/client-detail-page'),
  'ClientDetailPage',
);
const AdminDashboardPage = lazyComponent(
  () => import('../features/admin/routes/admin-dashboard-page'),
  'AdminDashboardPage',
);
const UserApprovalPage = lazyComponent(
  () => import('../features/admin/routes/user-approval-page'),
  'UserApprovalPage',
);
const AdminUsersPage = lazyComponent(
  () => import('../features/admin/routes/admin-users-page'),
  'AdminUsersPage',
);
const PremiumUsersPage = lazyComponent(
  () => import('../features/admin/routes/premium-users-page'),
  'PremiumUsersPage',
);
const AdminFeedbackPage = lazyComponent(
  () => import('../features/admin/routes/admin-feedback-page'),
  'AdminFeedbackPage',
);
const AdminMailPage = lazyComponent(
  () => import('../features/admin/routes/admin-mail-page'),
  'AdminMailPage',
);
const NotificationsPage = lazyComponent(
  () => import('../features/notifications/routes/notifications-page'),
  'NotificationsPage',
);
const PendingImportPage = lazyComponent(
  () => import('../features/imports/routes/pending-import-page'),
  'PendingImportPage',
);
const PremiumPage = lazyComponent(() => import('../features/premium/routes/premium-page'), 'PremiumPage');
const PremiumSuccessPage = lazyComponent(
  () => import('../features/premium/routes/premium-success-page'),
  'PremiumSuccessPage',
);
const PremiumCancelPage = lazyComponent(
  () => import('../features/premium/routes/premium-cancel-page'),
  'PremiumCancelPage',
);
const JoinTripPage = lazyComponent(() => import('../features/trips/routes/join-trip-page'), 'JoinTripPage');
// A trip's public page: its own frame (the query client, no sign-in) with the app's texts, which its
// screen shares (flight statuses, categories).
const PublicTripLayout = lazyComponent(
  () => Promise.all([import('./layouts/public-trip-layout'), loadAppTexts()]).then(([module]) => module),
  'PublicTripLayout',
);
const PublicTripPage = lazyComponent(
  () => import('../features/public-trip/routes/public-trip-page'),
  'PublicTripPage',
);
const NotFoundPage = lazyComponent(
  () => import('../features/not-found/routes/not-found-page'),
  'NotFoundPage',
);

export const ADMIN_ROLES: readonly Role[] = ['admin'];

/** A route's handle naming its screen in the tab (RouteDocumentTitle); a trip's screen is named by the trip. */
const screen = (title: ScreenTitle): ScreenHandle => ({ title });

/** A day of a trip: its date, as the interface language writes it ("12 de maio"). */
const DAY_TITLE: ScreenTitle = (_t, { params, language }) => {
  const date = new Date(`${params.date ?? ''}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
};

const EXPENSE_FORM_TITLE: ScreenTitle = (t, { search }) =>
  t(search.get('expenseId') ? 'expenses.form.editTitle' : 'expenses.form.addTitle');

function NotFoundFrame() {
  const { user } = useSession();
  if (user) return <AppLayout />;
  return (
    <>
      <RouteDocumentTitle />
      <Outlet />
    </>
  );
}

/** The route table of SPEC.md 2; a route is registered only once its screen exists. */
export const appRoutes: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { path: 'login', handle: screen('auth.login.title'), element: <LoginPage /> },
              { path: 'login/oidc', handle: screen('auth.oidc.title'), element: <OidcCallbackPage /> },
              { path: 'register', handle: screen('auth.register.title'), element: <RegisterPage /> },
              {
                path: 'forgot-password',
                handle: screen('auth.forgot.title'),
                element: <ForgotPasswordPage />,
              },
              {
                path: 'reset-password/:token',
                handle: screen('auth.reset.title'),
                element: <ResetPasswordPage />,
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, handle: screen('trips.title'), element: <TripsListPage /> },
              { path: 'trips', handle: screen('trips.title'), element: <TripsListPage /> },
              { path: 'trips/:tripId', element: <TripScreenPage /> },
              {
                path: 'trips/:tripId/summary',
                handle: screen('trips.summary.kicker'),
                element: <TripSummaryPage />,
              },
              { path: 'trips/:tripId/day/:date', handle: screen(DAY_TITLE), element: <TripDayPage /> },
              { path: 'trips/:tripId/flight', handle: screen('flights.title'), element: <TripFlightsPage /> },
              {
                path: 'trips/:tripId/add-flight',
                handle: screen('flights.form.addTitle'),
                element: <AddFlightPage />,
              },
              {
                path: 'trips/:tripId/edit-flight/:flightId',
                handle: screen('flights.form.editTitle'),
                element: <EditFlightPage />,
              },
              { path: 'trips/:tripId/booking', handle: screen('bookings.title'), element: <BookingsPage /> },
              {
                path: 'trips/:tripId/add-booking',
                handle: screen('bookings.form.addTitle'),
                element: <BookingFormPage />,
              },
              {
                path: 'trips/:tripId/booking/:bookingId/edit',
                handle: screen('bookings.form.editTitle'),
                element: <BookingFormPage />,
              },
              {
                path: 'trips/:tripId/add-tour',
                handle: screen('tours.form.addTitle'),
                element: <AddTourPage />,
              },
              {
                path: 'trips/:tripId/add-expense',
                handle: screen(EXPENSE_FORM_TITLE),
                element: <AddExpensePage />,
              },
              {
                path: 'trips/:tripId/expense-overview',
                handle: screen('expenses.overview.title'),
                element: <ExpenseOverviewPage />,
              },
              {
                path: 'trips/:tripId/expense-detail',
                handle: screen('expenses.detail.title'),
                element: <ExpenseDetailPage />,
              },
              { path: 'calendar', handle: screen('calendar.title'), element: <CalendarPage /> },
              {
                path: 'imports/:importId',
                handle: screen('importer.pending.title'),
                element: <PendingImportPage />,
              },
              { path: 'plan-trip', handle: screen('trips.form.createTitle'), element: <PlanTripPage /> },
              {
                path: 'plan-trip/:tripId',
                handle: screen('trips.form.editTitle'),
                element: <PlanTripPage />,
              },
              { path: 'trip-wizard', handle: screen('trips.wizard.title'), element: <TripWizardPage /> },
              {
                path: 'account-settings',
                handle: screen('settings.title'),
                element: <AccountSettingsPage />,
              },
              { path: 'profile', handle: screen('profile.title'), element: <ProfilePage /> },
              { path: 'about', handle: screen('about.title'), element: <AboutPage /> },
              { path: 'support', handle: screen('support.title'), element: <SupportPage /> },
              { path: 'feedback', handle: screen('feedback.title'), element: <FeedbackPage /> },
              {
                path: 'notifications',
                handle: screen('notifications.title'),
                element: <NotificationsPage />,
              },
              { path: 'premium', handle: screen('premium.title'), element: <PremiumPage /> },
              {
                path: 'premium/success',
                handle: screen('premium.success.title'),
                element: <PremiumSuccessPage />,
              },
              {
                path: 'premium/cancel',
                handle: screen('premium.cancelled.title'),
                element: <PremiumCancelPage />,
              },
              // The admin screens (SPEC.md 2), with the users and feedback screens the dashboard links to.
              {
                element: <RequireRole roles={ADMIN_ROLES} />,
                children: [
                  // The panel's own address opens its dashboard (and tells anyone else it is for admins).
                  { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
                  {
                    path: 'admin/dashboard',
                    handle: screen('admin.dashboard.title'),
                    element: <AdminDashboardPage />,
                  },
                  {
                    path: 'admin/user-approval',
                    handle: screen('admin.approval.title'),
                    element: <UserApprovalPage />,
                  },
                  { path: 'admin/users', handle: screen('admin.users.title'), element: <AdminUsersPage /> },
                  {
                    path: 'admin/premium-users',
                    handle: screen('admin.premium.title'),
                    element: <PremiumUsersPage />,
                  },
                  {
                    path: 'admin/feedback',
                    handle: screen('admin.feedback.title'),
                    element: <AdminFeedbackPage />,
                  },
                  { path: 'admin/mail', handle: screen('admin.mail.title'), element: <AdminMailPage /> },
                  {
                    path: 'admin/agencies',
                    handle: screen('agencies.list.title'),
                    element: <AgenciesPage />,
                  },
                ],
              },
              // Likewise the agency screens, for consultants, consultant-admins and admins.
              {
                element: <RequireRole roles={AGENCY_ROLES} />,
                children: [
                  {
                    path: 'agency/:agencyId',
                    handle: screen('agencies.agency.title'),
                    element: <AgencyPage />,
                  },
                  { path: 'clients', handle: screen('agencies.clients.title'), element: <ClientsPage /> },
                  {
                    path: 'consultants',
                    handle: screen('agencies.consultants.title'),
                    element: <ConsultantsPage />,
                  },
                  { path: 'agencies', handle: screen('agencies.list.title'), element: <AgenciesPage /> },
                  {
                    path: 'consultant/clients',
                    handle: screen('agencies.myClients.title'),
                    element: <MyClientsPage />,
                  },
                  {
                    path: 'consultant/clients/:clientId',
                    handle: screen('agencies.myClients.title'),
                    element: <ClientDetailPage />,
                  },
                ],
              },
            ],
          },
        ],
      },
      // An invite link opens for anyone: signed out it offers signing in or up (both come back), signed in it joins.
      {
        element: <PublicLayout />,
        children: [{ path: 'join/:token', handle: screen('auth.join.title'), element: <JoinTripPage /> }],
      },
      // A trip's public page opens for anyone holding its link, signed in or not.
      {
        element: <PublicTripLayout />,
        children: [{ path: 'p/:token', handle: screen('publicTrip.title'), element: <PublicTripPage /> }],
      },
      // Inside the app's frame for a signed-in person (NotFoundFrame), on its own page for anyone else.
      {
        element: <NotFoundFrame />,
        children: [{ path: '*', handle: screen('common.notFound.title'), element: <NotFoundPage /> }],
      },
    ],
  },
];

/**
 * Starts loading the chunks of the screens a URL shows (the signed-in frame and the page) side by side,
 * and, with a stored session, a trip screen's trip: it arrives while the session is being confirmed
 * instead of after (a refused token is signed out by that confirmation, which clears the cache). The
 * query client is made for it then, before the signed-in frame would make it.
 */
export function preloadRoute(
  pathname: string,
  routes: RouteObject[] = appRoutes,
  queryClients?: QueryClientHolder,
): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = (route.element as { type?: unknown } | undefined)?.type;
    if (isLazyComponent(type)) void type.preload();
  }
  const tripId = matchPath('/trips/:tripId/*', pathname)?.params.tripId;
  if (queryClients && tripId && readStoredToken()) {
    void Promise.all([import('../features/trips/api/trip-queries'), import('./query-root')]).then(
      ([{ tripQueries }, { ensureQueryClient }]) =>
        ensureQueryClient(queryClients).prefetchQuery(tripQueries.detail(tripId)),
    );
  }
}
