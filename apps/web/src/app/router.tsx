import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { informationHandle, newsHandle } from '../features/information/routes/crumbs';
import { withCatalogue } from '../lib/i18n';
import { RootErrorPage } from './layouts/root-error-page';
import { FrameLoader, RootLayout } from './layouts/root-layout';
import { crumb } from './navigation/crumbs';
import { AnonymousOnly } from './routes/anonymous-only';
import { SignedInOnly } from './routes/signed-in-only';
import { StartPage } from './routes/start-page';

// Each screen is its own lazy route module (its own chunk), loaded with the rest of the Dutch catalogue
// (`withLazyCatalogue`); a screen whose breadcrumb needs its data exports that `handle` itself. Nothing here imports
// MUI, zod or the contracts: the first chunk stays light (scripts/check-bundle-budget.mjs). The screens' error page
// comes with the shell's chunk (layouts/shell.tsx), which has loaded whenever a screen renders, so it still renders
// when loading a screen's chunk fails (e.g. after a new deployment replaced it).
const RouteErrorPage = lazy(() => import('./layouts/shell').then((m) => ({ default: m.RouteErrorPage })));
const errorElement = <RouteErrorPage />;

/** Every lazy route also waits for the catalogue beyond the core (lib/i18n.ts), so its texts are there at once. */
function withLazyCatalogue(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children } = route;
    return {
      ...route,
      ...(typeof load === 'function' && { lazy: withCatalogue(load) }),
      ...(children && { children: withLazyCatalogue(children) }),
    } as RouteObject;
  });
}

export const routes: RouteObject[] = withLazyCatalogue([
  {
    element: <RootLayout />,
    // Shown on the first load, until the first screen's lazy module has arrived.
    hydrateFallbackElement: <FrameLoader />,
    // Only reached when the layout itself fails (e.g. the shell's chunk cannot load); the screens' own error elements
    // render inside the layout.
    errorElement: <RootErrorPage />,
    children: [
      {
        // Login or education page, by session: StartPage loads the one it needs (both lazily).
        index: true,
        element: <StartPage />,
        errorElement,
      },
      {
        element: <AnonymousOnly />,
        errorElement,
        children: [
          { path: 'wachtwoord-vergeten', lazy: () => import('../features/auth/routes/forgot-password-page') },
          { path: 'activeren', lazy: () => import('../features/auth/routes/activation-page') },
          { path: 'verificatiemethode-wijzigen', lazy: () => import('../features/auth/routes/two-factor-reset-page') },
        ],
      },
      {
        // An assignment to work on (spec 2 §2): no sign-in needed, as an external contributor opens it with the
        // invitation's `?token=`; the page itself sends a visitor without token or contributor session to '/'.
        path: 'onderwijs/opdracht/:id',
        lazy: () => import('../features/assignments/routes/assignment-page'),
        errorElement,
      },
      {
        element: <SignedInOnly />,
        errorElement,
        children: [
          {
            // Trial fill of a form (form readers; the page checks LIST_FORMS/SAVE_FORM/admin).
            path: 'formulieren/:id/proefinvullen',
            lazy: () => import('../features/form-trial/routes/form-trial-page'),
          },
          // The education page, with the assignments area's actions composed into its module lists.
          { path: 'onderwijs/:id', lazy: () => import('./routes/education-route') },
          // The read-only view of an assignment (its entries, evaluations and messages).
          {
            path: 'onderwijs/opdracht/:id/bekijken',
            lazy: () => import('../features/assignments/routes/assignment-view-page'),
          },
          // The invitations sent to the signed-in user's address (spec 3 "My contribution requests").
          {
            path: 'mijn-bijdrageverzoeken',
            lazy: () => import('../features/assignments/routes/contribution-requests-page'),
          },
          // Learning material (spec 2 §2): each route asks for a one-time login URL as it opens and goes there.
          {
            path: 'onderwijs/:educationId/leermateriaal',
            lazy: () =>
              import('../features/education/routes/learning-material-page').then((m) => ({
                Component: m.EducationMaterialPage,
              })),
          },
          {
            path: 'onderwijs/:educationId/evenement/:eventId/leermateriaal',
            lazy: () =>
              import('../features/education/routes/learning-material-page').then((m) => ({
                Component: m.EventMaterialPage,
              })),
          },
          {
            path: 'onderwijs/:educationId/inhaal-evenement/:eventId/leermateriaal',
            lazy: () =>
              import('../features/education/routes/learning-material-page').then((m) => ({
                Component: m.CatchUpMaterialPage,
              })),
          },
          {
            // The signed-in user's agenda (spec 2 "Agenda page"); the educator view's start page.
            path: 'agenda',
            handle: crumb('shell:nav.agenda'),
            errorElement,
            children: [
              { index: true, lazy: () => import('../features/agenda/routes/agenda-page') },
              {
                path: 'user/:userId/evenement/:eventId/leermateriaal',
                lazy: () => import('../features/agenda/routes/schedule-material-page'),
              },
            ],
          },
          {
            // The e-learning view's start page, and the way into the learning platform's start page.
            path: 'e-learnings',
            handle: crumb('shell:nav.freeElearnings'),
            errorElement,
            children: [
              { index: true, lazy: () => import('../features/e-learnings/routes/e-learnings-page') },
              { path: 'moodle', lazy: () => import('../features/e-learnings/routes/free-elearnings-redirect-page') },
            ],
          },
          {
            path: 'notificaties/:id/leermateriaal',
            lazy: () => import('../features/notifications/routes/learning-material-page'),
          },
          {
            // FAQ management (ROLE_ADMIN, checked by its layout route); one form screen for create and edit.
            path: 'informatie/faq-beheer',
            lazy: () => import('../features/faq-management/routes/faq-management-layout'),
            errorElement,
            children: [
              { index: true, lazy: () => import('../features/faq-management/routes/faq-management-page') },
              { path: 'aanmaken', lazy: () => import('../features/faq-management/routes/faq-form-page') },
              { path: ':id', lazy: () => import('../features/faq-management/routes/faq-form-page') },
            ],
          },
          {
            // News management (ROLE_ADMIN or MANAGE_NEWS, checked by its layout route).
            path: 'nieuwsbeheer',
            lazy: () => import('../features/news-management/routes/news-management-layout'),
            errorElement,
            children: [
              { index: true, lazy: () => import('../features/news-management/routes/news-management-page') },
              // The form: the layout's guard (admin or MANAGE_NEWS) covers it too.
              { path: 'toevoegen', lazy: () => import('../features/news-management/routes/news-form-page') },
              { path: 'bewerken/:id', lazy: () => import('../features/news-management/routes/news-form-page') },
            ],
          },
          {
            // The form builder (spec 3): overview, create and edit need LIST_FORMS (checked by the layout route; the
            // builder asks SAVE_FORM itself); the read-only view only a session.
            path: 'formulieren',
            handle: crumb('shell:nav.forms'),
            errorElement,
            children: [
              {
                lazy: () => import('../features/forms/routes/forms-layout'),
                errorElement,
                children: [
                  { index: true, lazy: () => import('../features/forms/routes/forms-overview-page') },
                  { path: 'aanmaken', lazy: () => import('../features/forms/routes/form-builder-page') },
                  { path: ':id', lazy: () => import('../features/forms/routes/form-builder-page') },
                ],
              },
              { path: ':id/bekijken', lazy: () => import('../features/forms/routes/form-view-page') },
            ],
          },
          {
            // Users administration (spec 3): LIST_USERS, checked by the layout route; editing is for an admin in the
            // admin view (its own layout route). The admin's start page.
            path: 'gebruikers',
            handle: crumb('shell:nav.users'),
            lazy: () => import('../features/users/routes/users-layout'),
            errorElement,
            children: [
              { index: true, lazy: () => import('./routes/users-overview-route') },
              // A person's education (with certificates) and their teacher or educator page: composed here, as they
              // show other areas' screens.
              { path: 'onderwijs/:id', lazy: () => import('./routes/user-education-route') },
              { path: 'opleider/:id', lazy: () => import('./routes/user-educator-route') },
              { path: ':id', lazy: () => import('../features/users/routes/user-page') },
              {
                path: ':id/bewerken',
                lazy: () => import('../features/users/routes/admin-only'),
                children: [{ index: true, lazy: () => import('../features/users/routes/user-edit-page') }],
              },
            ],
          },
          {
            // The evaluations overview and the assessment screen (spec 3): the list for educator roles (the API
            // answers 403 otherwise); one assignment for whoever may see it as assessor or staff (404 otherwise).
            path: 'beoordelingen',
            handle: crumb('shell:nav.evaluations'),
            errorElement,
            children: [
              { index: true, lazy: () => import('../features/assignments/routes/evaluations-page') },
              { path: ':id', lazy: () => import('../features/assignments/routes/assessment-page') },
            ],
          },
          {
            // My participants (spec 3): practical trainers, institute educators, program assistants (checked by the
            // list page; the participant's page is guarded by the education and schedule calls).
            path: 'mijn-deelnemers',
            handle: crumb('shell:nav.myParticipants'),
            errorElement,
            children: [
              { index: true, lazy: () => import('../features/my-participants/routes/my-participants-page') },
              // A participant's education and agenda: composed here, as it shows other areas' screens.
              { path: ':id', lazy: () => import('./routes/my-participant-route') },
            ],
          },
          {
            // The educator modules list (spec 3): VIEW_MODULES with an educator role, or admin (checked by the page).
            path: 'modulen',
            handle: crumb('shell:nav.modules'),
            errorElement,
            children: [
              { index: true, lazy: () => import('../features/educator-modules/routes/educator-modules-page') },
              {
                path: 'user/:userId/evenement/:eventId/leermateriaal',
                lazy: () => import('../features/educator-modules/routes/event-material-page'),
              },
            ],
          },
          {
            // Informatie › Nieuws › the item; /informatie/nieuws itself opens the first page.
            path: 'informatie',
            handle: informationHandle,
            children: [
              { index: true, lazy: () => import('../features/information/routes/information-page') },
              {
                path: 'nieuws',
                handle: newsHandle,
                children: [
                  { index: true, element: <Navigate to="pagina/1" replace /> },
                  { path: 'pagina/:page', lazy: () => import('../features/information/routes/news-list-page') },
                  {
                    path: ':id',
                    lazy: () => import('../features/information/routes/news-detail-page'),
                  },
                ],
              },
            ],
          },
        ],
      },
      // Crumbs name each screen in the breadcrumbs of the screens below it (lib/route-handle.ts).
      {
        path: 'api-keys',
        handle: crumb('shell:nav.apiKeys'),
        lazy: () => import('../features/api-keys/routes/api-keys-page'),
        errorElement,
      },
      {
        path: 'afas/synchronisatie-issues',
        handle: crumb('shell:nav.syncIssues'),
        errorElement,
        children: [
          { index: true, lazy: () => import('../features/afas/routes/sync-issues-page') },
          {
            path: ':id',
            lazy: () => import('../features/afas/routes/sync-issue-page'),
          },
        ],
      },
      {
        path: 'account',
        handle: crumb('common:account.profile'),
        lazy: () => import('../features/profile/routes/account-page'),
        errorElement,
      },
      {
        path: '*',
        lazy: () => import('../features/errors/routes/not-found-page'),
        errorElement,
      },
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
