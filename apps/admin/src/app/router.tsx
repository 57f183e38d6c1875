// The back office's screens under /admin. Sign-in and set-password are open; everything else needs a
// session and, per screen, the permission its feature declares.
import type { StaffPermission } from '@dukan/core/contract/staff';
import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { SetPasswordPage } from '../features/auth/SetPasswordPage';
import { SignInPage } from '../features/auth/SignInPage';
import { useSession } from '../features/auth/session';
import { useText } from '../i18n/I18nProvider';
import { Forbidden, Loading } from '../ui/Status';
import { FEATURES } from './features';
import { Layout } from './Layout';

export const BASE_PATH = '/admin';

function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'starting') return <Loading />;
  if (status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`} replace />;
  }
  return <Outlet />;
}

function Allowed({ permission, children }: { permission: StaffPermission; children: ReactElement }) {
  const { can } = useSession();
  return can(permission) ? children : <Forbidden />;
}

function NotFound() {
  const t = useText('common');
  return <p>{t('not_found')}</p>;
}

export function createAdminRouter() {
  return createBrowserRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/set-password', element: <SetPasswordPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Layout />,
            children: [
              ...FEATURES.flatMap((feature) =>
                feature.routes.map((route) => ({
                  path: route.path,
                  element: <Allowed permission={route.permission}>{route.element}</Allowed>,
                })),
              ),
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
    { basename: BASE_PATH },
  );
}
