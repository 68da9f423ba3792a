'use client';
import { useEffect } from 'react';
import { parseTrackingQuery, trafficSourceCookie, withoutTrackingParams } from '../utils/tracking';
import { saveCaptured } from '../utils/tracking-storage';

/**
 * §5: on every page load, keeps network/ref/sub1–3 (and a prefill e-mail) for the signup POST, tells
 * the server about the traffic source by a session cookie (§6 logged-out search and signup) and
 * removes the parameters from the address bar. Renders nothing; mounted once in each layout.
 */
export function TrackingCapture() {
  useEffect(() => {
    const captured = parseTrackingQuery(window.location.search);
    if (!captured) return;
    saveCaptured(captured);
    if (captured.tracking.network) document.cookie = trafficSourceCookie(captured.tracking.network);
    window.history.replaceState(window.history.state, '', withoutTrackingParams(window.location.href));
  }, []);
  return null;
}
