import type { LocaleCode } from '@casino/contracts';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, localizePath } from './locale-path';

/** The URL is the source of truth for the locale; the translator follows it. */
export function useLocale(): LocaleCode {
  return localeFromPath(useLocation().pathname);
}

/** Builds links that keep the visitor in their locale: `to('/pokies')` is `/de/pokies` on the German site. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
