import { MESSAGES } from '@casino/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TranslatorProvider } from '../../../lib/i18n/use-translation';
import { Translator } from '../../../lib/i18n/translator';
import { AWARDS } from './awards';
import { FooterShowcase } from './footer-showcase';

/** The footer's awards as first drawn in a locale: what a visitor reading that language is shown. */
function awardsText(locale: 'en' | 'de' | 'fr-CA'): string {
  const i18n = new Translator(locale);
  i18n.addMessages(locale, MESSAGES[locale]);
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[locale === 'en' ? '/' : `/${locale}/`]}>
      <TranslatorProvider translator={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <FooterShowcase hideNeosurf={false} />
        </QueryClientProvider>
      </TranslatorProvider>
    </MemoryRouter>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the footer awards', () => {
  it('name the sample events in the visitor’s language, with their nominations and prizes', () => {
    expect(awardsText('en')).toContain('Sample Casino Awards');
    const german = awardsText('de');
    expect(german).toContain('Beispiel-Casino-Awards');
    expect(german).toContain('Bestes neues Casino');
    expect(german).not.toContain('Sample');
    const french = awardsText('fr-CA');
    expect(french).toContain('Prix Casino (exemple)');
    expect(french).toContain('Lauréat');
  });

  it('lists only sample events in the demo brand (no claim to a real award)', () => {
    expect(AWARDS.every((award) => 'sample' in award.event)).toBe(true);
  });
});
