import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Translate, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the app its messages: the browser's translator (lib/i18n/i18n.ts), or one per render on the server. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * The messages of the shown locale: `t`, and the translator itself (`i18n`) for its language and `exists`. A new
 * `t` comes with every change of language or messages, so what was drawn or memoised with the old one is redrawn.
 */
export function useTranslation(): { t: Translate; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation is used outside a TranslatorProvider');
  const revision = useSyncExternalStore(translator.subscribe, translator.getRevision, translator.getRevision);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the revision is what makes a new `t`
  const t = useMemo<Translate>(() => (key, options) => translator.t(key, options), [translator, revision]);
  return { t, i18n: translator };
}
