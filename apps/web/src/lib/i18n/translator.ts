import { DEFAULT_LOCALE, type LocaleCode } from '@casino/contracts';
import type { Messages } from '@casino/messages';
import { createStore } from '../store/create-store';

/** A locale's messages as the server sends them: nested objects of strings. */
export type MessageTree = { [key: string]: string | MessageTree };

type PluralForm = Intl.LDMLPluralRule;
type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];
type WithoutPluralForm<Key extends string> = Key extends `${infer Base}_${PluralForm}` ? Base | Key : Key;

/** Every key of the English messages, a plural's base key among them (`bonus.spins` for `bonus.spins_one`). */
export type MessageKey = WithoutPluralForm<Leaves<Messages>>;

/**
 * What a message is given: its `{{placeholders}}`, `count` (which also picks the plural form) and the text to show
 * when no loaded locale has the key.
 */
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

export type Translate = (key: MessageKey, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/**
 * The app's messages in the locales loaded so far, and the one shown. It reads the i18next message format the
 * messages are written in (`{{name}}` placeholders, `_one`/`_other`… plural keys picked by `Intl.PluralRules`), the
 * whole of it that they use. Not i18next itself: that library and its React binding were 15.9 KB of the 139.5 KB
 * of script a guest's first screen downloaded, for what is written here (docs/decisions.md).
 */
export class Translator {
  private readonly bundles = new Map<LocaleCode, MessageTree>();
  private readonly pluralRules = new Map<LocaleCode, Intl.PluralRules>();
  /** Bumped on every change of language or messages, so the React binding redraws what read them. */
  private readonly revision = createStore(0);

  constructor(public language: LocaleCode) {}

  hasMessages(locale: LocaleCode): boolean {
    return this.bundles.has(locale);
  }

  /** Adds a locale's messages (a second call for the same locale replaces them). */
  addMessages(locale: LocaleCode, messages: MessageTree): void {
    this.bundles.set(locale, messages);
    this.changed();
  }

  changeLanguage(locale: LocaleCode): void {
    if (this.language === locale) return;
    this.language = locale;
    this.changed();
  }

  /** Whether the shown locale, or the default one standing in for it, has a message under this key. */
  exists(key: string): boolean {
    return this.lookup(key) !== undefined;
  }

  /** The message under `key` in the shown locale (the default locale's when it lacks one), filled in. */
  readonly t: Translate = (key, options = {}) => {
    const message = this.find(key, options.count) ?? options.defaultValue ?? key;
    return message.replace(PLACEHOLDER, (_placeholder, name: string) => valueText(options[name]));
  };

  /** Calls `listener` after every change of language or messages (bound, for `useSyncExternalStore`). */
  readonly subscribe = this.revision.subscribe;

  /** A number that changes whenever what `t` answers may have changed. */
  readonly getRevision = this.revision.get;

  private changed(): void {
    this.revision.set((revision) => revision + 1);
  }

  private find(key: string, count: number | undefined): string | undefined {
    if (typeof count !== 'number') return this.lookup(key);
    // As i18next: a count of 0 takes a `_zero` message when there is one, whatever the language's rules say.
    const form = count === 0 && this.lookup(`${key}_zero`) !== undefined ? 'zero' : this.pluralForm(count);
    return this.lookup(`${key}_${form}`) ?? this.lookup(`${key}_other`) ?? this.lookup(key);
  }

  private lookup(key: string): string | undefined {
    for (const locale of [this.language, DEFAULT_LOCALE]) {
      const bundle = this.bundles.get(locale);
      const message = bundle && readPath(bundle, key);
      if (message !== undefined) return message;
    }
    return undefined;
  }

  private pluralForm(count: number): PluralForm {
    let rules = this.pluralRules.get(this.language);
    if (!rules) {
      rules = new Intl.PluralRules(this.language);
      this.pluralRules.set(this.language, rules);
    }
    return rules.select(count);
  }
}

function readPath(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A placeholder's text: a missing value leaves it empty rather than showing the raw `{{name}}` to the player. */
function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean | bigint);
}
