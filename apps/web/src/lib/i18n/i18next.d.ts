import type { Messages } from '@casino/messages';
import 'i18next';

declare module 'i18next' {
  // Declaration merging only works with an interface; this makes every `t('key')` a checked key.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
