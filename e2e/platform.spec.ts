import { expect, test } from './fixtures';

test.describe('platform, as the browser sees it', () => {
  test('an unknown /api path answers 404 JSON, never the app shell', async ({ request }) => {
    const res = await request.get('/api/x');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ detail: 'not_found' });
  });

  test('health, readiness and the OpenAPI document answer', async ({ request }) => {
    expect(await (await request.get('/api/health')).json()).toMatchObject({ status: 'ok' });
    // The demo's learning platform (the Moodle simulator) was checked at start, next to the database.
    await expect.poll(async () => (await request.get('/api/ready')).json()).toEqual({ status: 'ready', moodle: 'ok' });
    const doc = await (await request.get('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
  });

  test('the app shell carries a strict content security policy and hashed assets are cached for a year', async ({
    request,
  }) => {
    const shell = await request.get('/gebruikers');
    expect(shell.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await shell.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toContain('immutable');
    expect(script.headers()['content-encoding']).toBe('br');
  });

  test('the API documentation is browsable', async ({ page }) => {
    // Swagger UI builds the page from the whole specification (every route) in the browser: seconds of script on a
    // quiet machine, and a full run once took more than 20 s for it on mobile while the machine was loaded.
    test.slow();
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: /^Opleidingsportaal API/ })).toBeVisible({
      timeout: 90_000,
    });
  });
});
