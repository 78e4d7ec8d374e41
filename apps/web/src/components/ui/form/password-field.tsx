import { useState, type ComponentProps } from 'react';
import { IconButton } from '../icon-button';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'adornment'> & {
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle: typing a password on a phone without seeing it costs sign-ups. */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      adornment={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
