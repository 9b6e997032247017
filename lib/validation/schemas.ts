// zod 4 schemas for the rules server/ reuses; messages are catalog keys. Kept apart from rules.ts
// so client forms that only need the rules do not bundle zod.
import { z } from 'zod';
import { PASSWORD_PATTERN, validateAmount } from './rules';

export const passwordSchema = z.string().regex(PASSWORD_PATTERN, { message: 'validation.passwordRule' });

/** A number or numeric string within 0..99999999 and at most 2 decimals. */
export const amountSchema = z.union([z.number(), z.string()]).refine((value) => validateAmount(value) === null, { message: 'validation.amountRule' });

/** The same, parsed to a number. */
export const amountNumberSchema = amountSchema.transform((value) => Number(value));
