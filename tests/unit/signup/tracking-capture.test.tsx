// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TrackingCapture } from '@/features/signup/components/tracking-capture';
import { currentTracking, hasTrafficSource, capturedEmail } from '@/features/signup/utils/tracking-storage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.cookie = 'trafficsource=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('TrackingCapture (§5)', () => {
  it('keeps the tracking for the signup, sets the trafficsource cookie and cleans the address', () => {
    window.history.replaceState(null, '', '/members?network={adnet}&sub1=abc&gender=female&email=jan%40example.com');
    render(<TrackingCapture />);
    expect(currentTracking()).toEqual({ network: 'adnet', sub1: 'abc' });
    expect(capturedEmail()).toBe('jan@example.com');
    expect(document.cookie).toContain('trafficsource=adnet');
    expect(hasTrafficSource()).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/members?gender=female');
  });

  it('leaves a page without network or e-mail alone', () => {
    window.history.replaceState(null, '', '/?ref=1');
    render(<TrackingCapture />);
    expect(currentTracking()).toEqual({});
    expect(hasTrafficSource()).toBe(false);
    expect(window.location.search).toBe('?ref=1');
  });
});
