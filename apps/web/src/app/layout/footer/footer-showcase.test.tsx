import { MESSAGES } from '@casino/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AWARDS } from './awards';
import { FooterShowcase } from './footer-showcase';

/** The footer's awards as first drawn in a locale: what a visitor reading that language is shown. */
function awardsText(locale: 'en' | 'de' | 'fr-CA'): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: { [locale]: { translation: MESSAGES[locale] } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[locale === 'en' ? '/' : `/${locale}/`]}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <FooterShowcase hideNeosurf={false} />
        </QueryClientProvider>
      </I18nextProvider>
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
