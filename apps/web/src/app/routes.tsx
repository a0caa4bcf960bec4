import { AGENCY_ROLES, type Role } from '@trilha/shared';
import { PublicOnly, RequireAuth, RequireRole } from './guards/require-auth';
import { matchPath, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { useSession } from '../lib/auth/session';
import type { QueryClient } from '@tanstack/react-query';
import { readStoredToken } from '../lib/auth/session-storage';
import { LoginPage } from '../features/auth/routes/login-page';
import { loadAppTexts } from '../lib/i18n/i18n';
import { PublicLayout } from './layouts/public-layout';
import { isLazyComponent, lazyComponent } from '../lib/lazy-component';
import { SessionRoot } from './session-root';

// The first page most visits open is bundled with the app itself, so it needs no second round of requests;
// the signed-in frame (top bar, drawer, bell, invitations) and every other screen load when first shown.
// The frame renders once the signed-in app's texts are there too (loaded beside its chunk), so none of
// its screens shows a key; the first page carries only the signed-out screens' texts.
const AppLayout = lazyComponent(
  () => Promise.all([import('./layouts/app-layout'), loadAppTexts()]).then(([module]) => module),
  'AppLayout',
);
const RegisterPage = lazyComponent(() => import('../features/auth/routes/register-page'), 'RegisterPage');
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
const NotFoundPage = lazyComponent(
  () => import('../features/not-found/routes/not-found-page'),
  'NotFoundPage',
);

export const ADMIN_ROLES: readonly Role[] = ['admin'];

function NotFoundFrame() {
  const { user } = useSession();
  return user ? <AppLayout /> : <Outlet />;
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
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password/:token', element: <ResetPasswordPage /> },
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
              { index: true, element: <TripsListPage /> },
              { path: 'trips', element: <TripsListPage /> },
              { path: 'trips/:tripId', element: <TripScreenPage /> },
              { path: 'trips/:tripId/summary', element: <TripSummaryPage /> },
              { path: 'trips/:tripId/day/:date', element: <TripDayPage /> },
              { path: 'trips/:tripId/flight', element: <TripFlightsPage /> },
              { path: 'trips/:tripId/add-flight', element: <AddFlightPage /> },
              { path: 'trips/:tripId/edit-flight/:flightId', element: <EditFlightPage /> },
              { path: 'trips/:tripId/booking', element: <BookingsPage /> },
              { path: 'trips/:tripId/add-booking', element: <BookingFormPage /> },
              { path: 'trips/:tripId/booking/:bookingId/edit', element: <BookingFormPage /> },
              { path: 'trips/:tripId/add-tour', element: <AddTourPage /> },
              { path: 'trips/:tripId/add-expense', element: <AddExpensePage /> },
              { path: 'trips/:tripId/expense-overview', element: <ExpenseOverviewPage /> },
              { path: 'trips/:tripId/expense-detail', element: <ExpenseDetailPage /> },
              { path: 'calendar', element: <CalendarPage /> },
              { path: 'imports/:importId', element: <PendingImportPage /> },
              { path: 'plan-trip', element: <PlanTripPage /> },
              { path: 'plan-trip/:tripId', element: <PlanTripPage /> },
              { path: 'trip-wizard', element: <TripWizardPage /> },
              { path: 'account-settings', element: <AccountSettingsPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'about', element: <AboutPage /> },
              { path: 'support', element: <SupportPage /> },
              { path: 'feedback', element: <FeedbackPage /> },
              { path: 'notifications', element: <NotificationsPage /> },
              { path: 'premium', element: <PremiumPage /> },
              { path: 'premium/success', element: <PremiumSuccessPage /> },
              { path: 'premium/cancel', element: <PremiumCancelPage /> },
              // The admin screens (SPEC.md 2), with the users and feedback screens the dashboard links to.
              {
                element: <RequireRole roles={ADMIN_ROLES} />,
                children: [
                  { path: 'admin/dashboard', element: <AdminDashboardPage /> },
                  { path: 'admin/user-approval', element: <UserApprovalPage /> },
                  { path: 'admin/users', element: <AdminUsersPage /> },
                  { path: 'admin/premium-users', element: <PremiumUsersPage /> },
                  { path: 'admin/feedback', element: <AdminFeedbackPage /> },
                  { path: 'admin/mail', element: <AdminMailPage /> },
                  { path: 'admin/agencies', element: <AgenciesPage /> },
                ],
              },
              // Likewise the agency screens, for consultants, consultant-admins and admins.
              {
                element: <RequireRole roles={AGENCY_ROLES} />,
                children: [
                  { path: 'agency/:agencyId', element: <AgencyPage /> },
                  { path: 'clients', element: <ClientsPage /> },
                  { path: 'consultants', element: <ConsultantsPage /> },
                  { path: 'agencies', element: <AgenciesPage /> },
                  { path: 'consultant/clients', element: <MyClientsPage /> },
                  { path: 'consultant/clients/:clientId', element: <ClientDetailPage /> },
                ],
              },
            ],
          },
        ],
      },
      // Inside the app's frame for a signed-in person (NotFoundFrame), on its own page for anyone else.
      { element: <NotFoundFrame />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

/**
 * Starts loading the chunks of the screens a URL shows (the signed-in frame and the page) side by side,
 * and, with a stored session, a trip screen's trip: it arrives while the session is being confirmed
 * instead of after (a refused token is signed out by that confirmation, which clears the cache).
 */
export function preloadRoute(
  pathname: string,
  routes: RouteObject[] = appRoutes,
  queryClient?: QueryClient,
): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = (route.element as { type?: unknown } | undefined)?.type;
    if (isLazyComponent(type)) void type.preload();
  }
  const tripId = matchPath('/trips/:tripId/*', pathname)?.params.tripId;
  if (queryClient && tripId && readStoredToken()) {
    void import('../features/trips/api/trip-queries').then(({ tripQueries }) =>
      queryClient.prefetchQuery(tripQueries.detail(tripId)),
    );
  }
}
