import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/**
 * An e-mail input: the e-mail keyboard on phones, and no capital letter or spelling fix slipped into an address.
 * `autoComplete` is the caller's: `username` on a login (password managers pair it), `email` elsewhere.
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" inputMode="email" autoCapitalize="off" spellCheck={false} {...props} />;
}
