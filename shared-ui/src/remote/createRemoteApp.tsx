/**
 * A remote's frame, written once: its namespace of strings (English now, French and Arabic
 * loaded with the language), a router under its route prefixes (absolute paths, spec §2; no
 * basename), every route behind its ability check, pages loaded on first use, and the
 * not-authorized and not-found panels. A remote's own folder then holds its entries, its route
 * list and its features (docs/architecture.md, "How to add a remote").
 */
import { type CatalogKey, catalogModule, isUnder } from '@emr/domain';
import { type ComponentType, type ReactElement, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type LazyTranslations, addTranslations } from '@emr/shared-ui/core';
import { isLazyPage } from './lazyPage.ts';
import { NotFoundPanel, PageLoading, type RemoteFrame, RemoteFrameContext, type RemoteHome, RequireAbility, type RouteAbility } from './RemotePanels.tsx';

export interface RemoteRoute {
  /** Absolute (under one of the prefixes) at the top level; relative below a parent. */
  path?: string;
  /** The parent's own page (its path with nothing after it). */
  index?: boolean;
  /** What the role must be allowed to open it; every route names one (the contract test checks). */
  can: RouteAbility;
  /** The page: an element of a `lazyPage`, or of an eager component for the page a remote opens on. */
  element: ReactElement;
  children?: readonly RemoteRoute[];
}

export interface RemoteAppOptions {
  /** The module's key in the catalog (`@emr/domain`), which gives its route prefixes. */
  module: CatalogKey;
  /** The remote's i18n namespace: 'admin'. */
  namespace: string;
  home: RemoteHome;
  routes: readonly RemoteRoute[];
  /** `src/translations/`: English given, French and Arabic as loaders. */
  translations: LazyTranslations;
}

export interface RemoteApp extends Omit<RemoteAppOptions, 'translations'> {
  /** Unique per React root: the module's folder, 'mfe-admin'. */
  appId: string;
  /** The route prefixes the catalog gives the module (the shell mounts the remote under them). */
  prefixes: readonly string[];
  /** The root component: router, guards, panels. */
  Root: ComponentType;
  /** Loads every lazy page of the route list (tests render them without suspending). */
  preload(): Promise<void>;
}

/** Every route of the list, parents before their children. */
export function flattenRoutes(routes: readonly RemoteRoute[]): RemoteRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

function renderRoute(route: RemoteRoute, depth: number): ReactElement {
  // a nested page (a chart's sub-page) shows a spinner in its area while its code loads; a page loads blank, as the shell's bar runs
  const element = (
    <RequireAbility can={route.can}>
      <Suspense fallback={depth > 0 ? <PageLoading /> : null}>{route.element}</Suspense>
    </RequireAbility>
  );
  if (route.index) return <Route key="index" index element={element} />;
  return (
    <Route key={route.path} path={route.path} element={element}>
      {route.children?.map((child) => renderRoute(child, depth + 1))}
    </Route>
  );
}

export function createRemoteApp({ translations, ...options }: RemoteAppOptions): RemoteApp {
  void addTranslations(options.namespace, translations);
  const { folder: appId, routes: prefixes } = catalogModule(options.module);
  const frame: RemoteFrame = { namespace: options.namespace, home: options.home };

  /** Unknown paths under the prefixes; elsewhere (while the shell unmounts the remote) nothing. */
  function Fallback() {
    const { pathname } = useLocation();
    return isUnder(prefixes, pathname) ? <NotFoundPanel /> : null;
  }

  function Root() {
    return (
      <RemoteFrameContext.Provider value={frame}>
        <BrowserRouter>
          <Routes>
            {options.routes.map((route) => renderRoute(route, 0))}
            <Route path="*" element={<Fallback />} />
          </Routes>
        </BrowserRouter>
      </RemoteFrameContext.Provider>
    );
  }

  const preload = async () => {
    await Promise.all(flattenRoutes(options.routes).map(({ element }) => (isLazyPage(element.type) ? element.type.preload() : null)));
  };

  return { ...options, appId, prefixes, Root, preload };
}
