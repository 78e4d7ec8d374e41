import type { LocaleCode } from '@casino/contracts';
import de from './locales/de.json' with { type: 'json' };
import enAUxFake from './locales/en-AU-x-fake.json' with { type: 'json' };
import enAU from './locales/en-AU.json' with { type: 'json' };
import enCA from './locales/en-CA.json' with { type: 'json' };
import enNZ from './locales/en-NZ.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import frCA from './locales/fr-CA.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import no from './locales/no.json' with { type: 'json' };

/** English is the reference: every other locale must have exactly its keys (checked by messages.test.ts). */
export type Messages = typeof en;

/** Every visible string of the web app, per locale. The server serves these as `/messages/{lang}.json`. */
export const MESSAGES: Record<LocaleCode, Messages> = {
  en,
  de,
  'en-AU': enAU,
  'en-CA': enCA,
  'fr-CA': frCA,
  'en-NZ': enNZ,
  no,
  it,
  'en-AU-x-fake': enAUxFake,
};
