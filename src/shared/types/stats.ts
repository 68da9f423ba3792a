import type { StaffSiteDto } from './staff';

/** The counted figures of one day (of one site, or summed over sites). */
export type StatsFigures = {
  signups: number;
  activations: number;
  first_purchases: number;
  purchases: number;
  active_members: number;
  messages_member: number;
  messages_fictional: number;
  messages_operator: number;
};

/** Money in cents of one currency: paid, refunded, charged back, and what is left. */
export type StatsMoney = { currency: string; gross_cents: number; refunded_cents: number; charged_back_cents: number; net_cents: number };

export type StatsDayDto = StatsFigures & { day: string; site_id: number; site: string; revenue: StatsMoney[]; computed_at: string };

export type StatsRevenueDto = StatsMoney & { country: string; method: string };

/** Of the members activated on `day`, the share active again 7 and 30 days later (null until that day has come). */
export type StatsCohortDto = { day: string; activated: number; retained_7: number; retained_30: number; rate_7: number | null; rate_30: number | null };

/** GET /api/staff/stats.php. */
export type StatsDto = {
  from: string;
  to: string;
  site: StaffSiteDto | null;
  sites: StaffSiteDto[];
  days: StatsDayDto[];
  totals: StatsFigures & { revenue: StatsMoney[] };
  revenue: StatsRevenueDto[];
  cohorts: StatsCohortDto[];
};

/** POST /api/staff/stats.php: how many days were counted again. */
export type StatsRecomputeDto = { days: number };
