import { describe, expect, it } from 'vitest';
import {
  mergeCaptured,
  parseStored,
  parseTrackingQuery,
  readCookie,
  stripBraces,
  trackingForSignup,
  trafficSourceCookie,
  withoutTrackingParams,
} from '@/features/signup/utils/tracking';

describe('tracking query (§5)', () => {
  it('takes network, ref and sub1–3 when a network is present', () => {
    expect(parseTrackingQuery('?network=adnet&ref=42&sub1=a&sub2=b&sub3=c&page=2')).toEqual({
      tracking: { network: 'adnet', ref: '42', sub1: 'a', sub2: 'b', sub3: 'c' },
      email: null,
    });
  });

  it('is taken when only an e-mail is present, keeping it to prefill the form', () => {
    expect(parseTrackingQuery('?email=jan%40example.com&sub1=x')).toEqual({ tracking: { sub1: 'x' }, email: 'jan@example.com' });
  });

  it('ignores the query without network or e-mail', () => {
    expect(parseTrackingQuery('?ref=42&sub1=a')).toBeNull();
    expect(parseTrackingQuery('')).toBeNull();
  });

  it('strips the curly braces of unfilled ad-network placeholders', () => {
    expect(stripBraces('{sub1}')).toBe('sub1');
    expect(parseTrackingQuery('?network={net}&sub2={clickid}&sub3={}')?.tracking).toEqual({ network: 'net', sub2: 'clickid' });
  });

  it('does not count a network that is only braces', () => {
    expect(parseTrackingQuery('?network={}')).toBeNull();
  });

  it('removes the tracking parameters from the address and keeps the rest', () => {
    expect(withoutTrackingParams('https://site.test/members?network=a&ref=1&gender=female&email=x%40y.z#top')).toBe('/members?gender=female#top');
    expect(withoutTrackingParams('https://site.test/?network=a&sub1=b')).toBe('/');
  });

  it('keeps earlier tracking when a later landing only carries an e-mail', () => {
    const first = { tracking: { network: 'a' }, email: null };
    expect(mergeCaptured(first, { tracking: {}, email: 'x@y.z' })).toEqual({ tracking: { network: 'a' }, email: 'x@y.z' });
    expect(mergeCaptured(first, { tracking: { network: 'b' }, email: null })).toEqual({ tracking: { network: 'b' }, email: null });
  });

  it('reads stored data defensively', () => {
    expect(parseStored('not json')).toBeNull();
    expect(parseStored(JSON.stringify({ tracking: { network: 'a', evil: 'x', sub1: 3 }, email: 5 }))).toEqual({ tracking: { network: 'a' }, email: null });
  });

  it('sends the stored tracking, or the network from the cookie in a new tab', () => {
    expect(trackingForSignup({ tracking: { network: 'a', sub1: 'b' }, email: null }, 'trafficsource=zzz')).toEqual({ network: 'a', sub1: 'b' });
    expect(trackingForSignup(null, 'x=1; trafficsource=my%20net')).toEqual({ network: 'my net' });
    expect(trackingForSignup(null, '')).toEqual({});
  });

  it('sets a session cookie (no expiry) for the whole site', () => {
    const cookie = trafficSourceCookie('a b');
    expect(cookie).toBe('trafficsource=a%20b; path=/; SameSite=Lax');
    expect(cookie).not.toMatch(/expires|max-age/i);
    expect(readCookie('trafficsource=a%20b', 'trafficsource')).toBe('a b');
  });
});
