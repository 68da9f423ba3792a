import { readFileSync } from 'node:fs';
import { DEMO, FROM_THE_SITE, expect, mailedLink, signUpViaApi, test, uniqueEmail } from './fixtures';

// The API over real HTTP against `next start`: cookies, redirects and multipart as a browser sends them.

test.describe('API over HTTP', () => {
  test('serves the settings of the host, with a different site for another host', async ({ request }) => {
    const own = await (await request.get('/api/settings.php')).json();
    expect(own.settings).toMatchObject({ name: 'Amora', niche: 1, niche_slug: 'default', locale: 'nl' });
    const other = await (await request.get('/api/settings.php?_force_domain=gay.localhost')).json();
    expect(other.settings).toMatchObject({ niche: 7, niche_slug: 'gay', locale: 'en' });
  });

  test('signs up, activates through the mailed link, logs out and in again', async ({ request }) => {
    const member = await signUpViaApi(request);
    const me = await (await request.get('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json();
    expect(me.user.status).toBe('not_confirmed');
    const link = await mailedLink(member.email);
    const activated = await request.get(link, { maxRedirects: 0 });
    expect(activated.status()).toBe(302);
    expect(activated.headers()['location']).toBe('/activate/done');
    const confirmed = await (await request.get('/api/user.php')).json();
    expect(confirmed.user.status).toBe('confirmed');
    await request.get('/api/logout.php');
    const out = await request.get('/api/user.php');
    expect(out.status()).toBe(403);
    expect((await out.json()).error).toBe('authentication_required');
    const login = await request.post('/api/user.php', { headers: FROM_THE_SITE, data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(200);
    expect(login.headers()['set-cookie']).toMatch(/session=.+HttpOnly/i);
  });

  test('answers 400 to a path no router can decode, on the API and for pages', async ({ request }) => {
    const api = await request.get('/api/%');
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ error: 'malformed_address', message: 'Dit webadres is ongeldig.' });
    for (const path of ['/%', '/members/%zz']) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(400);
      expect(await page.text(), path).toContain('Dit webadres is ongeldig.');
    }
  });

  test('answers a wrong password with the Dutch message', async ({ request }) => {
    const res = await request.post('/api/user.php', { headers: FROM_THE_SITE, data: { email: DEMO.email, password: 'nope-nope' } });
    expect(res.status()).toBe(401);
    expect((await res.json()).message).toBe('Login mislukt, probeer opnieuw');
  });

  test('rejects a bad sign-up with field messages and stores nothing', async ({ request }) => {
    const email = uniqueEmail();
    const res = await request.post('/api/signup.php', {
      headers: FROM_THE_SITE,
      data: { email, name: '@me', password: 'secret123', date_of_birth: '2020-01-01', terms: true },
    });
    expect(res.status()).toBe(422);
    const body = await res.json();
    expect(body.fields).toMatchObject({ name: 'Je profielnaam mag niet beginnen met een @', date_of_birth: 'Vul uw geboortedatum in (18+ jaar)' });
    const login = await request.post('/api/user.php', { headers: FROM_THE_SITE, data: { email, password: 'secret123' } });
    expect(login.status()).toBe(401);
  });

  test('resets a password through the mailed link', async ({ request }) => {
    const member = await signUpViaApi(request);
    await request.get('/api/logout.php');
    expect((await request.post('/api/reset-password.php', { headers: FROM_THE_SITE, data: { email: member.email } })).status()).toBe(200);
    const token = new URL(await mailedLink(member.email, '/reset-password/do')).searchParams.get('token');
    const res = await request.put('/api/reset-password.php', {
      headers: FROM_THE_SITE,
      data: { token, password: 'new-secret-1', password_repeat: 'new-secret-1' },
    });
    expect(res.status()).toBe(200);
    const again = await request.put('/api/reset-password.php', {
      headers: FROM_THE_SITE,
      data: { token, password: 'x-secret-2', password_repeat: 'x-secret-2' },
    });
    expect((await again.json()).message).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
  });

  test('edits the profile, uploads a photo and finds members', async ({ request }) => {
    await signUpViaApi(request);
    const regions = (await (await request.get('/api/regions.php?country=NL')).json()).regions;
    const put = await request.put('/api/profile.php', { headers: FROM_THE_SITE, data: { country: 'NL', region_id: regions[0].id, about: 'Hallo!' } });
    expect(put.status()).toBe(200);
    const photo = readFileSync('tests/fixtures/photo.jpg');
    const upload = await request.post('/api/photos.php', {
      headers: FROM_THE_SITE,
      multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { photo: stored } = await upload.json();
    const media = await request.get(stored.thumb_filename);
    expect(media.headers()['content-type']).toBe('image/jpeg');
    const search = await (await request.get('/api/members.php?gender=female&country=NL&min_age=20&max_age=60')).json();
    expect(search.numResults).toBeGreaterThan(0);
    const member = await (await request.get(`/api/member.php?id=${search.profiles[0].id}`)).json();
    expect(member.profile.id).toBe(search.profiles[0].id);
  });

  test('serves interests, regions and geocoding from shipped data', async ({ request }) => {
    const interests = (await (await request.get('/api/interests.php')).json()).interests;
    expect(interests).toHaveLength(50);
    const geo = await (await request.get('/api/geocode.php?lat=52.37&lon=4.89')).json();
    expect(geo.country).toBe('NL');
    expect(geo.region.name).toBe('Noord-Holland');
  });
});
