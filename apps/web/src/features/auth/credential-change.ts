/** A change of sign-in details waiting to be sent, or waiting for the e-mailed code first. */
export type CredentialChange = { kind: 'email'; email: string } | { kind: 'password'; password: string };

/** Whether the server asks for the e-mailed code before it makes this change. */
export function needsReauthentication(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'reauthentication_needed';
}

/** A plausible e-mail address: something, an @, something with a dot. The server checks it fully. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
