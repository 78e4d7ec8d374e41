import { AsyncLocalStorage } from 'node:async_hooks';
import type { GameDevice, LocaleCode } from '@casino/contracts';
import { dehydrate, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes, type RouteHandle } from '../app/router';
import { setServerRenderingFetch } from '../lib/http/api';
import { basePathOf, localeFromPath, stripBasePath } from '../lib/i18n/locale-path';
import { Translator, type MessageTree } from '../lib/i18n/translator';
import { TranslatorProvider } from '../lib/i18n/use-translation';
import { DrawnPartsContext, loadEveryDrawnPart } from '../lib/ssr/drawn-lazy';
import type { FirstScreenModal, FirstScreenState } from '../lib/ssr/first-screen-state';
import { setServerRenderingEnvironment } from '../lib/ssr/page-environment';
import { firstScreenPageOf, modalModulesOf } from './first-screen-pages';

type Fetch = typeof fetch;

export type RenderRequest = {
  /** The page's address, path and query (`/de/pokies?x=1`). */
  url: string;
  /** The host name the visitor asked for (the operator's brand may depend on it). */
  hostname: string;
  /** The visitor's `Cookie` header, or an empty string. */
  cookies: string;
  /** The device the catalogue is asked for, decided from the request (its user agent). */
  device: GameDevice;
  /** Answers the app's API calls for this visitor (the server calls itself, with the visitor's headers). */
  fetch: Fetch;
};

export type FirstScreen = {
  html: string;
  locale: LocaleCode;
  /** The page module of the route, as the build's manifest names it: its styles and script go into the head. */
  pageModule: string;
  /** The shell's lazy parts drawn on the page, as the manifest names them: styled with it, fetched with the app. */
  partModules?: string[];
  /** The modules of the modal the browser opens over the page, as the manifest names them: fetched with the app. */
  modalModules?: string[];
  state: FirstScreenState;
};

/**
 * Each render's calls go to its own visitor's fetch and host, though the app's modules are shared. Turned off
 * whenever no render is running: on Node 20 an `AsyncLocalStorage` in use costs every promise of the server a hook,
 * the API's requests included (docs/decisions.md, "The transaction's scope travels with its transaction object").
 */
const currentRequest = new AsyncLocalStorage<RenderRequest>();
let rendering = 0;

function renderingRequest(): RenderRequest {
  const request = currentRequest.getStore();
  if (!request) throw new Error('used outside a first-screen render');
  return request;
}

setServerRenderingFetch((input, init) => renderingRequest().fetch(input, init));
setServerRenderingEnvironment({
  hostname: () => renderingRequest().hostname,
  cookies: () => renderingRequest().cookies,
  device: () => renderingRequest().device,
});

/** Rendering repeats until the queries the page asks for are all answered; the lobby needs two or three passes. */
const MAX_PASSES = 4;

async function messagesFor(locale: LocaleCode, fetchMessages: Fetch): Promise<MessageTree> {
  const response = await fetchMessages(`/messages/${locale}.json`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`messages of ${locale}: ${response.status}`);
  return (await response.json()) as MessageTree;
}

/** Set up as the browser's (lib/i18n/i18n.ts): the page's locale only, so both draw the same words. */
async function createI18n(locale: LocaleCode, fetchMessages: Fetch): Promise<Translator> {
  const translator = new Translator(locale);
  translator.addMessages(locale, await messagesFor(locale, fetchMessages));
  return translator;
}

/** A query the render asked for that nobody has fetched yet, and that its component did not switch off. */
function waitsForData(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Where a loader's redirect leads, as a path of this site (never elsewhere), or null for any other answer. */
function redirectLocation(response: Response): string | null {
  const location = response.headers.get('Location');
  if (response.status < 300 || response.status >= 400 || location === null) return null;
  return location.startsWith('/') && !location.startsWith('//') ? location : null;
}

/**
 * Renders the first screen of a page for a visitor, or answers null when that page is drawn in the browser only
 * (a redirect that opens no modal, a toast, a page not listed in FIRST_SCREEN_PAGES, or anything that fails): the
 * caller then sends the bare shell, as before, and nothing is lost but time.
 */
export async function renderFirstScreen(request: RenderRequest): Promise<FirstScreen | null> {
  rendering += 1;
  try {
    return await currentRequest.run(request, () => drawFirstScreen(request));
  } finally {
    rendering -= 1;
    // Nothing of a render runs past its end (its queries are awaited), so none is left to lose its visitor. Were
    // something left, it would find no request while no render runs, and its own again once one does: never
    // another visitor's, since each store stays with the work of the render that set it.
    if (rendering === 0) currentRequest.disable();
  }
}

async function drawFirstScreen(request: RenderRequest): Promise<FirstScreen | null> {
  // A lazy part whose code the server has not loaded yet would be sent as its fallback.
  await loadEveryDrawnPart();
  const { url, fetch: fetchForRequest } = request;
  const address = new URL(url, 'http://first-screen.local');
  const basename = basePathOf(address.pathname);
  const locale = localeFromPath(stripBasePath(address.pathname, basename));
  const queryClient = createQueryClient();
  // What the guards open besides the page. The modal and toast stores are per page and this process renders for
  // every visitor, so they are noted here: the browser opens the modal once it has taken the page over.
  const opened: FirstScreenModal[] = [];
  let toasts = 0;
  const routes = createAppRoutes({
    queryClient,
    navigate: () => undefined,
    basename,
    // The page's locale only, as the browser builds its router (app/router.tsx): the other trees cost every render.
    locales: [locale],
    effects: {
      openModal: (modal, options) => opened.push({ ...modal, routePath: options?.routePath }),
      showToast: () => (toasts += 1),
    },
  });
  const handler = createStaticHandler(routes, { basename: basename || undefined });
  let context = await handler.query(new Request(address));
  // A guard that sends the visitor on and opens a modal there (a cashbox route opens over the lobby): the page
  // it leads to is drawn, and the browser shows its address.
  let shownPath: string | undefined;
  const location = context instanceof Response ? redirectLocation(context) : null;
  if (location !== null && opened.length === 1) {
    shownPath = location;
    context = await handler.query(new Request(new URL(location, address)));
  }
  // Any other redirect, a page not found, a toast or more than one modal is the browser's to draw; a failure is
  // the caller's to log.
  if (context instanceof Response || toasts > 0 || opened.length > 1) return null;
  if (context.statusCode >= 500) {
    throw new Error(`the page's routes failed: ${String(Object.values(context.errors ?? {})[0])}`);
  }
  if (context.statusCode !== 200) return null;
  const routeName = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route;
  const pageModule = routeName === undefined ? undefined : firstScreenPageOf(routeName);
  if (pageModule === undefined) return null;

  const i18n = await createI18n(locale, fetchForRequest);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The lazy parts the last pass drew: that pass is the HTML sent.
  let drawnParts = new Set<string>();
  const render = () => {
    drawnParts = new Set();
    return renderToString(
      <StrictMode>
        <DrawnPartsContext.Provider value={drawnParts}>
          <QueryClientProvider client={queryClient}>
            <TranslatorProvider translator={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </TranslatorProvider>
          </QueryClientProvider>
        </DrawnPartsContext.Provider>
      </StrictMode>,
    );
  };

  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queryClient.getQueryCache().findAll({ predicate: waitsForData });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const state: FirstScreenState = {
    device: request.device,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: null, errors: null },
    ...(shownPath === undefined ? {} : { shownPath }),
    ...(opened[0] === undefined ? {} : { modal: opened[0] }),
    ...(drawnParts.size === 0 ? {} : { drawnParts: [...drawnParts] }),
  };
  queryClient.clear();
  const modalModules = opened[0] === undefined ? undefined : modalModulesOf(opened[0].id);
  return {
    html,
    locale,
    pageModule,
    state,
    ...(state.drawnParts ? { partModules: state.drawnParts } : {}),
    ...(modalModules ? { modalModules } : {}),
  };
}
