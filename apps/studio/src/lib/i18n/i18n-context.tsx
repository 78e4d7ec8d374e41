import type { LocaleCode } from '@casino/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import type { Translate } from './i18n';

type I18n = { readonly t: Translate; readonly locale: LocaleCode };

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
