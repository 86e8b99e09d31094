import type { AuthErrorCode } from '@artvoyage/contract';
import type { gamificationFailureMessages } from '@artvoyage/contract/constants';
import type { ErrorCode } from '@/shared/api/http';

/**
 * A language's text for every failure code of the API and of the accounts API, so that a new code
 * without one is a compile error.
 */
export type ErrorTexts = { readonly [C in ErrorCode | 'NETWORK']: string } & {
  readonly auth: { readonly [C in AuthErrorCode]: string };
  /** The XP system's three fixed failure messages, which its result carries in English. */
  readonly gamification: { readonly [K in keyof typeof gamificationFailureMessages]: string };
};
