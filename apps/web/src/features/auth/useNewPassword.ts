import { useState } from 'react';
import { validateNewPassword } from './validation';

/** The state behind NewPasswordFields: the new password, its confirmation and their check. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  return {
    password,
    /** The validation message's key, or null when the two may be sent. */
    invalid: () => validateNewPassword(password, confirmation),
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
    /** NewPasswordFields' props but its id. */
    fields: { password, confirmation, onPassword: setPassword, onConfirmation: setConfirmation },
  };
}
