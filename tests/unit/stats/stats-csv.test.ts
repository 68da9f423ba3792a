import { describe, expect, it } from 'vitest';
import { statsCsv, statsCsvName } from '@/server/services/staff/stats/stats-csv';
import type { StatsDayDto, StatsDto, StatsMoney } from '@/shared/types/stats';

const money = (currency: string, gross: number, refunded: number): StatsMoney => ({
  currency,
  gross_cents: gross,
  refunded_cents: refunded,
  charged_back_cents: 0,
  net_cents: gross - refunded,
});

const day = (site: string, revenue: StatsMoney[]): StatsDayDto => ({
  day: '2026-11-02',
  site_id: 1,
  site,
  signups: 3,
  activations: 2,
  first_purchases: 1,
  purchases: 1,
  active_members: 5,
  messages_member: 4,
  messages_fictional: 6,
  messages_operator: 7,
  revenue,
  computed_at: '2026-11-03T00:05:00.000Z',
});

function dto(days: StatsDayDto[], currencies: StatsMoney[]): StatsDto {
  const zero = {
    signups: 0,
    activations: 0,
    first_purchases: 0,
    purchases: 0,
    active_members: 0,
    messages_member: 0,
    messages_fictional: 0,
    messages_operator: 0,
  };
  return { from: '2026-11-01', to: '2026-11-02', site: null, sites: [], days, totals: { ...zero, revenue: currencies }, revenue: [], cohorts: [] };
}

describe('statsCsv', () => {
  it('gives a header, one row per day and site, and money columns per currency, zero where a day had none', () => {
    const csv = statsCsv(dto([day('a.example', [money('EUR', 1000, 1500)]), day('b.example', [])], [money('EUR', 1000, 1500), money('PLN', 0, 0)]));
    const [header, a, b] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'day,site,signups,activations,first_purchases,purchases,active_members,messages_member,messages_fictional,messages_operator,' +
        'gross_cents_EUR,refunded_cents_EUR,charged_back_cents_EUR,net_cents_EUR,gross_cents_PLN,refunded_cents_PLN,charged_back_cents_PLN,net_cents_PLN',
    );
    // A day whose refunds exceed its sales has a negative net: a number, not a formula to neutralise.
    expect(a).toBe('2026-11-02,a.example,3,2,1,1,5,4,6,7,1000,1500,0,-500,0,0,0,0');
    expect(b).toBe('2026-11-02,b.example,3,2,1,1,5,4,6,7,0,0,0,0,0,0,0,0');
  });

  it('neutralises a text cell a spreadsheet would run as a formula, and quotes commas', () => {
    const [, row] = statsCsv(dto([day('=cmd|calc', []), day('a,b', [])], [])).split('\r\n');
    expect(row.startsWith("2026-11-02,'=cmd|calc,")).toBe(true);
    expect(statsCsv(dto([day('a,b', [])], [])).split('\r\n')[1]).toContain(',"a,b",');
  });

  it('names the file after the site and the range', () => {
    expect(statsCsvName(dto([], []))).toBe('stats-all-2026-11-01-2026-11-02.csv');
    expect(statsCsvName({ ...dto([], []), site: { id: 2, domain: 'gay.example', name: 'Gay' } })).toBe('stats-gay.example-2026-11-01-2026-11-02.csv');
  });
});
