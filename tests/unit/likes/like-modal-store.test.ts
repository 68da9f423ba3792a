import { beforeEach, describe, expect, it } from 'vitest';
import { getLikeModal, hideLikeModal, showLikeModal, subscribeLikeModal } from '@/lib/like-modal-store';

const anna = { id: 1, name: 'Anna', main_image: null };
const bram = { id: 2, name: 'Bram', main_image: null };
let now = 1_000_000;

beforeEach(() => {
  hideLikeModal();
  now += 600_000;
});

describe('the like modal store', () => {
  it('shows what was asked and tells its listeners', () => {
    let calls = 0;
    const stop = subscribeLikeModal(() => (calls += 1));
    showLikeModal({ kind: 'like', profile: anna }, now);
    expect(getLikeModal()).toEqual({ kind: 'like', profile: anna });
    hideLikeModal();
    expect(getLikeModal()).toBeNull();
    stop();
    expect(calls).toBe(2);
  });

  it('shows the same news once, even when it arrives twice (answer and event)', () => {
    showLikeModal({ kind: 'match', profile: bram }, now);
    hideLikeModal();
    showLikeModal({ kind: 'match', profile: bram }, now + 1_000);
    expect(getLikeModal()).toBeNull();
    showLikeModal({ kind: 'match', profile: bram }, now + 31_000);
    expect(getLikeModal()).toEqual({ kind: 'match', profile: bram });
  });

  it('keeps a match on screen when a like arrives, and lets a match replace a like', () => {
    showLikeModal({ kind: 'match', profile: anna }, now);
    showLikeModal({ kind: 'like', profile: bram }, now);
    expect(getLikeModal()?.kind).toBe('match');
    hideLikeModal();
    showLikeModal({ kind: 'like', profile: bram }, now + 1);
    showLikeModal({ kind: 'match', profile: bram }, now + 2);
    expect(getLikeModal()).toEqual({ kind: 'match', profile: bram });
  });

  it("lets the auto-like's own answer say it came from a landing link when its event came first", () => {
    const carla = { id: 3, name: 'Carla', main_image: null };
    showLikeModal({ kind: 'like', profile: carla }, now);
    showLikeModal({ kind: 'like', profile: carla, via: 'link' }, now + 200);
    expect(getLikeModal()).toEqual({ kind: 'like', profile: carla, via: 'link' });
    hideLikeModal();
    showLikeModal({ kind: 'like', profile: carla, via: 'link' }, now + 400);
    expect(getLikeModal()).toBeNull();
  });
});
