import { describe, expect, it } from 'vitest';
import { build, TEST_ENGINE } from './helper.ts';

describe('GET /api/health', async () => {
  const { app } = await build();

  it('reports the database as reachable in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      data: { status: 'ok', database: { engine: TEST_ENGINE, reachable: true } },
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
