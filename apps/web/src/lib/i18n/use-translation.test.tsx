import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translator, type MessageKey } from './translator';
import { TranslatorProvider, useTranslation } from './use-translation';

function Greeting() {
  const { t, i18n } = useTranslation();
  return <p lang={i18n.language}>{t('greeting' as MessageKey, { name: 'Mia' })}</p>;
}

describe('useTranslation', () => {
  it("draws the provided translator's messages in its language", () => {
    const translator = new Translator('fr-CA');
    translator.addMessages('fr-CA', { greeting: 'Bonjour {{name}}' });
    expect(
      renderToString(
        <TranslatorProvider translator={translator}>
          <Greeting />
        </TranslatorProvider>,
      ),
    ).toBe('<p lang="fr-CA">Bonjour Mia</p>');
  });

  it('is a mistake outside a provider, not a page of raw keys', () => {
    expect(() => renderToString(<Greeting />)).toThrow(/outside a TranslatorProvider/);
  });
});
