import { z } from 'zod';

/* The fields the accounts API's bodies and queries share. */

// Bodies are loose objects: auth-js adds fields of its own (gotrue_meta_security, code_challenge, factorId).
export const text = (max: number) => z.string().max(max);
export const emailField = text(320);
export const passwordField = text(1024);
export const metadata = z.record(z.string().max(100), z.unknown()).nullish();
export const redirectQuery = z.looseObject({ redirect_to: text(2000).optional() });
