import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web app's `renderFirstScreen` (apps/web/src/server/entry-server.tsx), as far as the server uses it. */
type RenderRequest = {
  url: string;
  hostname: string;
  cookies: string;
  device: 'desktop' | 'mobile';
  fetch: typeof fetch;
};
type FirstScreen = {
  html: string;
  locale: string;
  pageModule: string;
  /** Lazy parts of the shell drawn on the page (the Australian guest's card): their styles and scripts come too. */
  partModules?: string[];
  modalModules?: string[];
  state: unknown;
};
type RenderFirstScreen = (request: RenderRequest) => Promise<FirstScreen | null>;
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Past this the visitor gets the bare shell: a slow render must never hold a page back. */
const RENDER_BUDGET_MS = 2_000;

/**
 * Renders in flight per process, those past their budget included (a render is not cancelled). Past this a page
 * goes out as the bare shell: a flood of page requests costs the server what static files cost, not a render each.
 */
const MAX_RENDERS_IN_FLIGHT = 8;

/**
 * Marks the server's calls to itself while it renders a first screen, so they are not logged as visitors' requests.
 * Random per process: a visitor who sends the header does not know its value.
 */
export const FIRST_SCREEN_CALL_HEADER = 'x-first-screen-call';
export const FIRST_SCREEN_CALL_TOKEN = randomBytes(16).toString('hex');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Phones and tablets ask the catalogue for mobile games, as the browser decides from its screen. */
function deviceOf(request: FastifyRequest): RenderRequest['device'] {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return 'mobile';
  return /Mobi|Android|iPhone|iPad|iPod/i.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

/**
 * Headers of the page request that do not carry over to the app's calls: those describing the page's own body and
 * encoding, the connection's, and where the navigation came from (a visitor arriving by a link from another site
 * must not have the app's calls refused as cross-site requests).
 */
const NOT_CARRIED = new Set([
  'accept',
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'expect',
  'if-modified-since',
  'if-none-match',
  'keep-alive',
  'origin',
  'referer',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The visitor's request as the app's calls carry it: cookies, language, agent, the proxy's address and country
 * headers, so each call sees the same visitor the browser's own would.
 */
function visitorHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value !== 'string' || NOT_CARRIED.has(name) || name.startsWith('sec-fetch-')) continue;
    headers[name] = value;
  }
  headers[FIRST_SCREEN_CALL_HEADER] = FIRST_SCREEN_CALL_TOKEN;
  return headers;
}

/** The app's fetch, answered by the server itself without a network hop. */
function fetchThroughServer(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const headers = { ...visitorHeaders(request), ...Object.fromEntries(new Headers(init?.headers).entries()) };
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      // The page request's own peer: with its forwarded-for header, the calls resolve the same visitor address.
      remoteAddress: request.socket.remoteAddress,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** A page module's styles and scripts with those of everything it imports, each once. */
function assetsOf(manifest: Manifest, key: string): { css: string[]; scripts: string[] } {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { css: [...css], scripts: [...scripts] };
}

/** JSON inside HTML: `<` escaped, so no value can close the element it sits in. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The template's stylesheet links, entry script and module preloads, as Vite writes them. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/** CSS inside HTML: no rule can close the element it sits in (`\/` is a plain `/` to CSS). */
function cssForHtml(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * The page as the browser gets it: the template's and the page's styles inline (a phone on a slow network paints
 * with the HTML instead of after a round of stylesheet requests; hashed files, so their text never changes under
 * a name), the app's scripts (the page's own among them) named for after the first paint, its first screen in the
 * root, and its state beside it.
 */
async function pageHtml(
  template: string,
  manifest: Manifest,
  screen: FirstScreen,
  readStyles: (file: string) => Promise<string>,
): Promise<string> {
  const { css, scripts } = assetsOf(manifest, screen.pageModule);
  const addNew = (list: string[], files: string[]) => list.push(...files.filter((file) => !list.includes(file)));
  // A lazy part drawn on the page is styled with it, and its script is fetched with the app's: the browser loads it
  // before taking the page over.
  for (const partModule of screen.partModules ?? []) {
    const part = assetsOf(manifest, partModule);
    addNew(css, part.css);
    addNew(scripts, part.scripts);
  }
  // The modal the browser opens once it has the page: its scripts are fetched with the app's (its styles come with
  // them through the app's loader, as for any lazy module; the page does not wait for them).
  for (const modalModule of screen.modalModules ?? []) addNew(scripts, assetsOf(manifest, modalModule).scripts);
  const templateCss = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const pageCss = css.filter((file) => !templateCss.includes(file));
  const styles = new Map<string, string>();
  await Promise.all(
    [...templateCss, ...pageCss].map(async (file) => styles.set(file, cssForHtml(await readStyles(file)))),
  );
  // Beside each inlined sheet, its link, disabled (never fetched): the app's loader looks for a stylesheet link of
  // every CSS file a lazy module needs, and without one would append a second copy after the others, reordering
  // the cascade under the visitor's eyes.
  const style = (file: string) =>
    `<style data-href="/${file}">${styles.get(file) ?? ''}</style><link rel="stylesheet" href="/${file}" disabled>`;
  // The app's scripts start after the first paint (index.html's starter reads this meta element): the entry
  // first, then these a few per task, the entry's own imports before the page's and the modal's modules, which
  // are needed only once the entry has run.
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  for (const file of scripts) {
    if (`/${file}` !== entry && !modules.includes(`/${file}`)) modules.push(`/${file}`);
  }
  const starter = entry ? `<meta name="app-entry" content="${entry}" data-modules="${modules.join(' ')}">` : '';
  return template
    .replace('<html lang="en">', `<html lang="${screen.locale}">`)
    .replace(STYLESHEET_LINK, (_link, file: string) => style(file))
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, starter)
    .replace('</head>', `${pageCss.map(style).join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${screen.html}</div><script type="application/json" id="first-screen-state">${jsonForHtml(screen.state)}</script>`,
    );
}

async function compressed(request: FastifyRequest, reply: FastifyReply, html: string): Promise<Buffer | string> {
  reply.header('vary', 'Accept-Encoding, Cookie');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    // Quality 5 compresses a lobby's page in a few milliseconds to within a few percent of the best.
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return gzip(html);
  }
  return html;
}

export type FirstScreenLimits = { budgetMs?: number; maxInFlight?: number };

function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The first screen of the lobby's pages drawn on the server (React's own server rendering, through the web app's
 * `entry-server` built beside it), so a phone paints the page with the HTML instead of after the scripts; the
 * browser then takes it over with the data it was drawn from. Any page it does not render, any failure and any
 * render over budget answer the bare shell, exactly as without it.
 */
export function createFirstScreenRenderer(
  app: FastifyInstance,
  webDistDir: string,
  { budgetMs = RENDER_BUDGET_MS, maxInFlight = MAX_RENDERS_IN_FLIGHT }: FirstScreenLimits = {},
) {
  const serverEntry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const templateFile = path.join(webDistDir, 'index.html');
  let loaded: { version: number; render: Promise<RenderFirstScreen | null> } | undefined;
  let inFlight = 0;
  // Stylesheets are hashed files: a name's text never changes, so each is read once.
  const stylesheets = new Map<string, Promise<string>>();
  const readStyles = (file: string) => {
    let text = stylesheets.get(file);
    if (!text) {
      text = readFile(path.join(webDistDir, file), 'utf8');
      text.catch(() => stylesheets.delete(file));
      stylesheets.set(file, text);
    }
    return text;
  };

  /**
   * The renderer of the build on disk: a rebuilt web app (new page chunks, the old ones gone) is rendered by its own
   * renderer without a restart, as its files are served.
   */
  const loadRenderer = async (): Promise<RenderFirstScreen | null> => {
    const version = await stat(serverEntry).then(
      (entry) => entry.mtimeMs,
      () => null,
    );
    if (version === null) return null;
    if (loaded?.version !== version) {
      const render = import(`${pathToFileURL(serverEntry).href}?v=${version}`).then(
        (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
        (error: unknown) => {
          app.log.warn({ err: error }, 'first-screen renderer failed to load: pages go out as the bare shell');
          return null;
        },
      );
      loaded = { version, render };
    }
    return loaded.render;
  };

  /** The page's HTML with its first screen, or null when the bare shell should go out. */
  return async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<Buffer | string | null> {
    const render = await loadRenderer();
    if (!render || inFlight >= maxInFlight) return null;
    try {
      inFlight += 1;
      const rendering = render({
        url: request.url,
        hostname: request.hostname.split(':')[0] ?? '',
        cookies: request.headers.cookie ?? '',
        device: deviceOf(request),
        fetch: fetchThroughServer(app, request),
      }).finally(() => {
        inFlight -= 1;
      });
      const screen = await withinBudget(rendering, budgetMs);
      if (!screen) return null;
      const [template, manifest] = await Promise.all([
        readFile(templateFile, 'utf8'),
        readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as Manifest),
      ]);
      return await compressed(request, reply, await pageHtml(template, manifest, screen, readStyles));
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'first screen not rendered: the bare shell goes out');
      return null;
    }
  };
}
