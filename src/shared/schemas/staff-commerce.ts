import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';
import { COUNTRIES } from '../constants';
import { PAYMENT_METHODS } from '../payments';

// The brand console's packages and discount codes (/api/staff/packages.php, /api/staff/discount-codes.php).
// Messages are keys of the `Errors` namespace.

const country = z.enum(COUNTRIES as [string, ...string[]], { error: 'siteCountryUnknown' });
const whole = (min: number, max: number) =>
  z.number({ error: 'invalidField' }).int({ error: 'invalidField' }).min(min, { error: 'invalidField' }).max(max, { error: 'invalidField' });

/** GET ?site= (a site's list) or ?id= (one code with who used it). */
export const commerceQuerySchema = z.object({ site: idParam.optional(), id: idParam.optional() });

const packageFields = {
  country,
  credits: whole(1, 100_000),
  price_cents: whole(1, 10_000_000),
  is_intro: z.boolean({ error: 'invalidField' }),
  position: whole(0, 1000),
  active: z.boolean({ error: 'invalidField' }),
};

/** POST /api/staff/packages.php: a package of a site for one payment country (currency from the country). */
export const packageCreateSchema = z
  .object(packageFields)
  .partial()
  .extend({ site: idParam, country, credits: packageFields.credits, price_cents: packageFields.price_cents });
/** PUT /api/staff/packages.php: only the fields sent change; `active: false` takes it off sale. */
export const packageUpdateSchema = z.object(packageFields).partial().extend({ id: idParam });

const isoDate = z.iso.datetime({ offset: true, error: 'invalidField' });

const codeFields = {
  code: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/, { error: 'discountCodeFormat' }),
  percentage: whole(1, 90),
  minimum_cents: whole(0, 10_000_000),
  country: country.nullable(),
  payment_methods: z
    .array(z.enum(PAYMENT_METHODS, { error: 'invalidField' }))
    .max(PAYMENT_METHODS.length)
    .nullable(),
  valid_from: isoDate.nullable(),
  valid_until: isoDate.nullable(),
  max_uses: whole(1, 10_000_000).nullable(),
  active: z.boolean({ error: 'invalidField' }),
};

/** The end after the start, when both are set. */
function datesInOrder(input: { valid_from?: string | null; valid_until?: string | null }, ctx: z.RefinementCtx): void {
  if (input.valid_from && input.valid_until && Date.parse(input.valid_until) <= Date.parse(input.valid_from)) {
    ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'discountDatesOrder' });
  }
}

const optionalCodeFields = z.object(codeFields).partial();

/** POST /api/staff/discount-codes.php: a code of a site. */
export const discountCodeCreateSchema = optionalCodeFields
  .extend({ site: idParam, code: codeFields.code, percentage: codeFields.percentage })
  .superRefine(datesInOrder);
/** PUT /api/staff/discount-codes.php: only the fields sent change. */
export const discountCodeUpdateSchema = optionalCodeFields.extend({ id: idParam }).superRefine(datesInOrder);

export type PackageCreateInput = z.infer<typeof packageCreateSchema>;
export type PackageUpdateInput = z.infer<typeof packageUpdateSchema>;
export type DiscountCodeCreateInput = z.infer<typeof discountCodeCreateSchema>;
export type DiscountCodeUpdateInput = z.infer<typeof discountCodeUpdateSchema>;
