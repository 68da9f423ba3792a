import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { INTEREST_SEED } from '@/server/db/seed/data/interests';
import { REGION_SEED } from '@/server/db/seed/data/regions';
import { allFaces, faceOf, hairColourOf, memberFace, type Face } from '@/server/db/seed/demo-face';
import { HAIR_TONES } from '@/server/db/seed/demo-face-looks';
import { demoPhotoOptions, PHOTOS_PER_FACE } from '@/server/db/seed/demo-photo';
import { demoMemberFace, photoRows } from '@/server/db/seed/insert-members';
import { buildDemoMember, type FactoryInput } from '@/server/db/seed/member-factory';
import { renderPhotoPool } from '@/server/db/seed/photo-pool';

const now = new Date('2025-06-01T12:00:00Z');
const factory: FactoryInput = {
  now,
  regionCodes: Object.fromEntries(REGION_SEED.map((r) => [r.country, REGION_SEED.filter((x) => x.country === r.country).map((x) => x.code)])),
  plainInterests: INTEREST_SEED.filter((i) => !i.sensitive).map((i) => i.slug),
  sensitiveInterests: INTEREST_SEED.filter((i) => i.sensitive).map((i) => i.slug),
  regionCentres: Object.fromEntries(REGION_SEED.map((r) => [r.code, { lat: r.lat, lon: r.lon }])),
};

/** What the SVG of one photo draws, as dicebear reports it. */
const drawn = (face: Face, photo: number) => createAvatar(personas, demoPhotoOptions(face, photo)).toJson().extra;
// Colours come back as '#rrggbb'.
const hairHex = (face: Face) => String(drawn(face, 0).hairColor).replace(/^#/, '');
const GREY_HEXES = ['8d8990', 'b8b8c0', 'dee1f5'];
const isGrey = (face: Face) => GREY_HEXES.includes(hairHex(face));
const share = (faces: Face[], test: (face: Face) => boolean) => faces.filter(test).length / faces.length;
const facesOf = (gender: Face['gender'], band: Face['band']) => allFaces().filter((f) => f.gender === gender && f.band === band);
const bornYearsAgo = (years: number) => `${now.getUTCFullYear() - years}-01-15`;

const uploads = mkdtempSync(path.join(os.tmpdir(), 'demo-faces-'));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe("a demo member's photos", () => {
  it('all show the one face of the member, each photo drawn differently', async () => {
    const members = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ ...buildDemoMember(i, factory), photoCount: 3 }));
    const faces = [...new Map(members.map((m) => demoMemberFace(m, now)).map((f) => [f.seed, f])).values()];
    const pool = await renderPhotoPool(createLocalStorage(uploads), faces);
    // Public and private names (the third photo is private) both lead to the face the file was drawn from.
    const seedOfFile = new Map([...pool.values()].flat().flatMap((p) => [p.filename, p.private.filename].map((name) => [name, p.faceSeed])));

    for (const [i, m] of members.entries()) {
      const face = demoMemberFace(m, now);
      const rows = photoRows(m, face, i + 1, pool);
      expect(rows).toHaveLength(3);
      expect(rows.map((row) => seedOfFile.get(row.filename))).toEqual([face.seed, face.seed, face.seed]);
      expect(rows.map((row) => row.isPrivate)).toEqual([false, false, true]);
      expect(new Set(rows.map((row) => row.filename)).size).toBe(3);
    }
  });

  it('keep skin, eyes, nose, hair and beard, and change background, expression and clothes', () => {
    for (const face of allFaces().slice(0, 10)) {
      const photos = Array.from({ length: PHOTOS_PER_FACE }, (_, photo) => drawn(face, photo));
      for (const key of ['skinColor', 'hair', 'hairColor', 'nose', 'facialHair'] as const) {
        expect(new Set(photos.map((p) => p[key])).size, `${face.seed} ${key}`).toBe(1);
      }
      expect(new Set(photos.map((p) => p.primaryBackgroundColor)).size).toBe(PHOTOS_PER_FACE);
      expect(new Set(photos.map((p) => `${p.mouth}/${p.eyes}/${p.body}/${p.clothingColor}`)).size).toBeGreaterThan(1);
    }
  });

  it('are drawn the same on every seed run', () => {
    const face = faceOf({ gender: 'female', band: 'middle', index: 3 });
    expect(createAvatar(personas, demoPhotoOptions(face, 1)).toString()).toBe(createAvatar(personas, demoPhotoOptions(face, 1)).toString());
  });
});

describe('the face of a demo member', () => {
  it('follows their age band', () => {
    expect(memberFace({ gender: 'male', dateOfBirth: bornYearsAgo(25) }, 'a', now).band).toBe('young');
    expect(memberFace({ gender: 'female', dateOfBirth: bornYearsAgo(40) }, 'a', now).band).toBe('middle');
    expect(memberFace({ gender: 'female', dateOfBirth: bornYearsAgo(62) }, 'a', now).band).toBe('older');
  });

  it('has no grey hair, wrinkles or bald head under 35', () => {
    for (const face of [...facesOf('male', 'young'), ...facesOf('female', 'young')]) {
      const svg = drawn(face, 0);
      expect(GREY_HEXES, face.seed).not.toContain(hairHex(face));
      expect(svg.nose).not.toBe('wrinkles');
      expect(['bald', 'balding']).not.toContain(svg.hair);
    }
  });

  it('has grey or silver hair for women from 55, and not before', () => {
    expect(share(facesOf('female', 'older'), isGrey)).toBe(1);
    expect(share(facesOf('female', 'middle'), isGrey)).toBe(0);
  });

  it('turns grey and bald more often for older men', () => {
    const balding = (face: Face) => ['bald', 'balding'].includes(String(drawn(face, 0).hair));
    const [young, middle, older] = (['young', 'middle', 'older'] as const).map((band) => facesOf('male', band));
    expect(share(young, isGrey)).toBe(0);
    expect(share(older, isGrey)).toBeGreaterThan(share(middle, isGrey));
    expect(share(older, isGrey)).toBeGreaterThanOrEqual(0.5);
    expect(share(older, balding)).toBeGreaterThan(share(middle, balding));
  });

  it('mostly shows lines round the eyes from 55', () => {
    const wrinkled = (face: Face) => drawn(face, 0).nose === 'wrinkles';
    expect(share([...facesOf('male', 'older'), ...facesOf('female', 'older')], wrinkled)).toBeGreaterThanOrEqual(0.5);
  });

  it('comes in every skin tone among the young of each gender', () => {
    for (const gender of ['male', 'female'] as const) {
      expect(new Set(facesOf(gender, 'young').map((face) => drawn(face, 0).skinColor)).size).toBe(7);
    }
  });

  it('gives the profile the hair colour that is drawn', () => {
    const traitOfHex = new Map<string, string>(Object.values(HAIR_TONES).map((tone) => [tone.hex, tone.trait]));
    for (const face of allFaces()) {
      const svg = drawn(face, 0);
      expect(hairColourOf(face), face.seed).toBe(svg.hair === 'bald' ? 'bald' : traitOfHex.get(hairHex(face)));
    }
    expect(facesOf('female', 'older').map(hairColourOf)).toEqual(facesOf('female', 'older').map(() => 'grey'));
  });
});
