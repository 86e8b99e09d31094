import { queryOptions } from '@tanstack/react-query';
import type { MfaHelpers } from '@/shared/auth/auth-context';

/*
 * The signed-in user's second factors, read through auth-js (the auth runtime), which reads the
 * accounts API's answer itself: nothing is parsed here.
 */

/** Every factor query: enrolling or removing a factor marks them stale. */
export const mfaFactorsQueryKey = ['mfa-factors'] as const;

export const mfaFactorsKey = (userId: string | undefined) => [...mfaFactorsQueryKey, userId] as const;

export const mfaFactorsQueryOptions = (userId: string | undefined, mfa: Pick<MfaHelpers, 'listFactors'>) =>
  queryOptions({
    queryKey: mfaFactorsKey(userId),
    enabled: Boolean(userId),
    queryFn: () => mfa.listFactors(),
  });
