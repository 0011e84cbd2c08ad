import { describe, expect, it } from 'vitest';
import { build, TEST_ENGINE } from '../../support/helper.ts';

describe('GET /api/health', async () => {
  const { app } = await build();

  it('reports the database as reachable in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      data: {
        status: 'ok',
        database: { engine: TEST_ENGINE, reachable: true },
        rateLimits: { store: 'memory', shared: false },
        // Off by default in tests (decision 036).
        searchIndex: 'off',
      },
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers readiness and liveness under their own paths', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database.reachable).toBe(true);
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });
});
