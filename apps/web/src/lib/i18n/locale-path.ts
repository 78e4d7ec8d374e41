import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@casino/contracts';

/** The locale is the first path segment; the default locale has no prefix (platform-core §2). */
export function localeFromPath(pathname: string): LocaleCode {
  const firstSegment = pathname.split('/')[1] ?? '';
  return isLocaleCode(firstSegment) && firstSegment !== DEFAULT_LOCALE ? firstSegment : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with a slash. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Prefixes an app path (`/pokies`) with the locale (`/de/pokies`); the default locale stays unprefixed. */
export function localizePath(path: string, locale: LocaleCode): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The guest variant of the site is served under this base path (platform-core §2). */
const GUEST_BASE_PATH = '/guest';

/** The router's base path for this page load: `/guest` on the guest variant, else none. */
export function basePathOf(pathname: string): string {
  return pathname === GUEST_BASE_PATH || pathname.startsWith(`${GUEST_BASE_PATH}/`) ? GUEST_BASE_PATH : '';
}

/** The path inside the app, without the base path (`/guest/de/live` is `/de/live`). */
export function stripBasePath(pathname: string, basePath: string): string {
  // The router reports "no base path" as '/'.
  if (!basePath || basePath === '/' || !pathname.startsWith(basePath)) return pathname;
  return pathname.slice(basePath.length) || '/';
}
