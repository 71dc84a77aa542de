import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ForbiddenPage, NotFoundPage } from './errors/ErrorPage';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { ServerErrorPage } from './errors/ServerErrorPage';
import { PageLoading } from './PageLoading';
import { PublicOnly } from './guards/PublicOnly';
import { PublicFrame } from './layout/PublicFrame';
import { RequireAuth } from './guards/RequireAuth';
import { RequireRead } from './guards/RequireRead';
import { setNavigator } from '../shell/navigation';
import { currentLanguage, DEFAULT_LANGUAGE } from '../i18n/core';
import { SCREENS, type Screen } from './screens';

type Loader = () => Promise<{ default: ComponentType }>;

/** Code-split page: React Router downloads the chunk when the route is first visited. */
const page = (load: Loader) => async () => ({ Component: (await load()).default });

const underConstruction: Loader = () => import('./UnderConstruction');

function screenRoute({ path, load }: Screen): RouteObject {
  return {
    path,
    element: <RequireRead path={path} />,
    children: [{ index: true, lazy: page(load ?? underConstruction) }],
  };
}

/** The public pages' frame around a page anyone may open, signed in or not. */
function MarcoPublico() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      // A beneficiary's own balance (decision 063): public whether or not someone is signed in here.
      { element: <MarcoPublico />, children: [{ path: '/mi-saldo', lazy: () => import('../features/miSaldo/ruta').then((m) => m.ruta()) }] },
      {
        Component: PublicOnly,
        children: [
          { path: '/principal', lazy: page(() => import('../features/auth/PrincipalPage')) },
          { path: '/login', lazy: page(() => import('../features/auth/LoginPage')) },
          { path: '/loginPlataforma', lazy: page(() => import('../features/auth/LoginPlataformaPage')) },
          { path: '/ciudadania', lazy: page(() => import('../features/ciudadania/CiudadaniaPage')) },
          // Password recovery and employer sign-up (issue 19): the login's links and the mails' links.
          { path: '/recuperar', lazy: page(() => import('../features/accesoCuenta/RecuperarPage')) },
          { path: '/restablecer', lazy: page(() => import('../features/accesoCuenta/RestablecerPage')) },
          { path: '/registro', lazy: page(() => import('../features/accesoCuenta/RegistroPage')) },
          { path: '/confirmar', lazy: page(() => import('../features/accesoCuenta/ConfirmarPage')) },
        ],
      },
      {
        // The shell is its own chunk, i18next with it: the public pages (landing, login) download neither.
        // The whole Spanish catalogue comes at the same time when it is the language (i18n/index.ts asks
        // for it too, later: the same download).
        lazy: async () => {
          const [{ Shell }, { i18nReady }] = await Promise.all([import('./layout/Shell'), import('../i18n'), currentLanguage() === DEFAULT_LANGUAGE ? import('../i18n/completo') : null]);
          await i18nReady;
          return { Component: Shell };
        },
        children: [
          { path: '/403', Component: ForbiddenPage },
          { path: '/404', Component: NotFoundPage },
          { path: '/500', Component: ServerErrorPage },
          {
            Component: RequireAuth,
            children: [{ index: true, lazy: page(() => import('../features/inicio/InicioPage')) }, ...SCREENS.map(screenRoute)],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

setNavigator((to, options) => void router.navigate(to, options));
