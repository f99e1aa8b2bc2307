import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '@rekon/contracts';
import { IpGate, RedirectSignedIn, RequireAuth, RequireRole } from './guards';
import { RouteError } from './route-error';
import ConvertMutasiPage from './routes/convert-mutasi';
import DatabankPage from './routes/databank';
import FeedPage from './routes/feed';
import DataPlayerPage from './routes/dataplayer';
import DeletePage from './routes/delete';
import HomePage from './routes/home';
import NotFoundPage from './routes/not-found';
import RuleReplayPage from './routes/rule-replay';
import SignInPage from './routes/signin';
import TemplatePage from './routes/template';
import TrackingPage from './routes/tracking';
import UploadPage from './routes/upload';
import UploadHistoryPage from './routes/upload-history';
import UserPage from './routes/user';
import ViewBoPage from './routes/view-bo';
import ViewMutasiPage from './routes/view-mutasi';
import WebsitePage from './routes/website';
import WhitelistPage from './routes/whitelist';

const EVERY_ROLE: readonly Role[] = ['CS', 'CHECKER', 'ADMIN'];
const MANAGERS: readonly Role[] = ['CHECKER', 'ADMIN'];
const ADMINS: readonly Role[] = ['ADMIN'];

/** A page inside the signed-in frame: a render error replaces the page only, the sidebar and header stay. */
const page = (path: string, element: ReactElement): RouteObject => ({
  path,
  element,
  errorElement: <RouteError />,
});

/** The spec's route table (section 2). The not-found pages sit outside the IP gate: refused clients land there. */
export const routes: RouteObject[] = [
  {
    // The last resort for what sits outside the frame (sign-in, not-found, the guards themselves).
    errorElement: <RouteError fullScreen />,
    children: [
      { path: '/not-found', element: <NotFoundPage /> },
      { path: '/notfound', element: <NotFoundPage /> },
      {
        element: <IpGate />,
        children: [
          { element: <RedirectSignedIn />, children: [{ path: '/signin', element: <SignInPage /> }] },
          {
            element: <RequireAuth />,
            children: [
              page('/', <HomePage />),
              {
                element: <RequireRole roles={EVERY_ROLE} />,
                children: [page('/dataplayer', <DataPlayerPage />)],
              },
              {
                element: <RequireRole roles={MANAGERS} />,
                children: [
                  page('/upload', <UploadPage />),
                  page('/user', <UserPage />),
                  page('/whitelist', <WhitelistPage />),
                  page('/website', <WebsitePage />),
                  page('/convert-mutasi', <ConvertMutasiPage />),
                  // The template download page: the spec leaves its route open.
                  page('/template', <TemplatePage />),
                  page('/view-mutasi', <ViewMutasiPage />),
                  page('/view-bo', <ViewBoPage />),
                  page('/databank', <DatabankPage />),
                  page('/tracking', <TrackingPage />),
                  page('/delete', <DeletePage />),
                  // Rekon's own screen for both (decision 056).
                  page('/upload-history', <UploadHistoryPage />),
                ],
              },
              {
                // Rekon's own ADMIN screen (decision 045); the server refuses its calls to anyone else anyway.
                element: <RequireRole roles={ADMINS} />,
                children: [page('/rule-replay', <RuleReplayPage />), page('/feed', <FeedPage />)],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
