import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { readJson, removeItem, writeItem } from '../lib/storage';

/** What a lazily imported route module provides: Component, loader, ErrorBoundary, handle… */
export type TLazyRouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

export interface TLazyRouteOptions {
  storage?: Storage;
  /** Loads `path` afresh from the server; by default reloads, or assigns when the URL is not there yet. */
  reload?: (path: string) => void;
  /** The path being opened; by default what setTargetPathResolver gives. */
  targetPath?: () => string;
  now?: () => number;
}

/** sessionStorage key of the last reload attempt after a failed chunk load. */
export const CHUNK_RELOAD_MARKER_KEY = 'app.chunkReloadAttempt';
// A marker older than this belongs to an earlier, unrelated failure, not to the reload we just did.
const MARKER_TTL_MS = 60_000;

function currentUrlPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

// During a client-side navigation the URL changes only after the route has loaded, so the router tells us
// where the user is going; otherwise a reload would land on the page they are leaving.
let resolveTargetPath: () => string = currentUrlPath;

export function setTargetPathResolver(resolver: () => string): void {
  resolveTargetPath = resolver;
}

function reloadAt(path: string): void {
  if (path === currentUrlPath()) window.location.reload();
  else window.location.assign(path);
}

interface TReloadMarker {
  path: string;
  at: number;
}

function readMarker(storage: Storage): TReloadMarker | null {
  const parsed = readJson<Record<string, unknown>>(storage, CHUNK_RELOAD_MARKER_KEY);
  if (!parsed || typeof parsed !== 'object') return null;
  const { path, at } = parsed;
  return typeof path === 'string' && typeof at === 'number' ? { path, at } : null;
}

/**
 * Wraps a route module import for the router's `lazy`. A failed chunk load (usually a new deploy that
 * removed the old hashed files) reloads the browser once (spec §2, §8); the attempt is remembered in
 * sessionStorage with the path and time, so a chunk that is really broken shows the error page instead of
 * reloading forever.
 */
export function lazyRoute(
  importer: () => Promise<TLazyRouteModule>,
  options: TLazyRouteOptions = {},
): LazyRouteFunction<RouteObject> {
  const storage = () => options.storage ?? window.sessionStorage;
  const reload = options.reload ?? reloadAt;
  const targetPath = options.targetPath ?? (() => resolveTargetPath());
  const now = options.now ?? Date.now;

  return async () => {
    // The build-time prerender (Node) has no window to reload: a failed import there is a build error.
    if (typeof window === 'undefined') return importer();
    try {
      const routeModule = await importer();
      removeItem(storage(), CHUNK_RELOAD_MARKER_KEY);
      return routeModule;
    } catch (error) {
      const path = targetPath();
      const marker = readMarker(storage());
      const alreadyTried = marker !== null && marker.path === path && now() - marker.at < MARKER_TTL_MS;
      if (alreadyTried) throw error;
      writeItem(storage(), CHUNK_RELOAD_MARKER_KEY, JSON.stringify({ path, at: now() }));
      // Without a stored marker the next failure could not tell it already reloaded: no reload then.
      if (readMarker(storage())?.path !== path) throw error;
      reload(path);
      // Keep the navigation pending while the page reloads rather than flashing the error page.
      return new Promise<never>(() => {});
    }
  };
}

/** A route whose page is one component of a lazily imported module, e.g. `lazyPage(() => import('…'), (m) => m.Page)`. */
export function lazyPage<M>(
  importer: () => Promise<M>,
  component: (routeModule: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return lazyRoute(() => importer().then((routeModule) => ({ Component: component(routeModule) })));
}

/** The route at `path` of such a page; `route` adds what else it has (a handle, children). */
export function pageRoute<M>(
  path: string,
  importer: () => Promise<M>,
  component: (routeModule: M) => ComponentType,
  route: Omit<RouteObject, 'path' | 'lazy' | 'index'> = {},
): RouteObject {
  return { path, ...route, lazy: lazyPage(importer, component) } as RouteObject;
}
