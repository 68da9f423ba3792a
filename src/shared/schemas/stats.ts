import './zod-config';
import { z } from 'zod';

/** The longest range one statistics request may cover, and one recompute. */
export const STATS_MAX_DAYS = 366;
export const STATS_RECOMPUTE_MAX_DAYS = 31;

const dayField = z
  .string({ error: 'statsDateInvalid' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'statsDateInvalid' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: 'statsDateInvalid',
  });

const spanDays = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A range of UTC days: `to` not before `from`, at most `max` days. */
const rangeSchema = (max: number, tooLong: string) =>
  z.object({ from: dayField, to: dayField }).superRefine(({ from, to }, issue) => {
    if (to < from) issue.addIssue({ code: 'custom', path: ['to'], message: 'statsRangeOrder' });
    else if (spanDays(from, to) > max) issue.addIssue({ code: 'custom', path: ['to'], message: tooLong });
  });

/** GET /api/staff/stats.php: the days, a site (domain or id; none means every site in scope), CSV or JSON. */
export const statsQuerySchema = z.intersection(
  rangeSchema(STATS_MAX_DAYS, 'statsRangeTooLong'),
  z.object({
    site: z.string().trim().max(253).optional(),
    format: z.enum(['json', 'csv'], { error: 'invalidField' }).optional(),
  }),
);

/** POST /api/staff/stats.php: count these days again now. */
export const statsRecomputeSchema = rangeSchema(STATS_RECOMPUTE_MAX_DAYS, 'statsRecomputeTooLong');

export type StatsQuery = z.infer<typeof statsQuerySchema>;
