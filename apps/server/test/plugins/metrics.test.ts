import { describe, expect, it } from 'vitest';
import { build, TEST_ENGINE } from '../support/helper.ts';

const STRANGER = '203.0.113.7';

describe('GET /metrics without a token', async () => {
  const { app } = await build();

  it('answers a loopback connection in the Prometheus text format', async () => {
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/products/12345678' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /space_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} 1/,
    );
    // The route's pattern, never the id, labels a request.
    expect(text).toContain('route="/api/products/:id"');
    expect(text).not.toContain('12345678');
    expect(text).toContain('space_work_queue_tasks{state="waiting"} 0');
    expect(text).toContain('space_process_cpu_user_seconds_total');
    if (TEST_ENGINE === 'postgres')
      expect(text).toMatch(/space_db_pool_connections\{state="open"\} \d+/);
  });

  it('is not found for anyone else, even through a proxy header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: STRANGER,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('counts payment notifications by known provider and outcome only', async () => {
    await app.inject({ method: 'POST', url: '/api/payments/alipay/notify', payload: 'x=1' });
    await app.inject({ method: 'POST', url: '/api/payments/evil-label/notify', payload: 'x=1' });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(
      /space_payment_notifications_total\{provider="alipay",outcome="(refused|failed)"\} 1/,
    );
    expect(text).not.toContain('evil-label');
  });
});

describe('GET /metrics with METRICS_TOKEN', async () => {
  const token = 'metrics-token-for-tests-0123456789';
  const { app } = await build({ config: { metricsToken: token } });

  it('answers the bearer of the token from anywhere, and nobody else', async () => {
    const bearer = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: STRANGER,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token.slice(1)}x` },
    });
    expect(wrong.statusCode).toBe(404);
    const loopbackWithout = await app.inject({ method: 'GET', url: '/metrics' });
    expect(loopbackWithout.statusCode).toBe(404);
  });
});
