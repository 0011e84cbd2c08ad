import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for PayPal's REST API on a local port (Orders v2, OAuth2 client credentials),
 * small enough to read: it keeps orders in a map, records every request it gets (method, path,
 * headers, body) and answers as PayPal documents. Tests set an order's status to play the
 * buyer (APPROVED) and read `requests` to see what the client sent.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface StandInOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  customId: string;
  amount: { currency_code: string; value: string };
  captureId?: string;
}

export interface PaypalStandIn {
  base: string;
  requests: RecordedRequest[];
  orders: Map<string, StandInOrder>;
  close(): Promise<void>;
}

export const STAND_IN_CLIENT = { clientId: 'stand-in-client', clientSecret: 'stand-in-secret' };

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startPaypalStandIn(): Promise<PaypalStandIn> {
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, StandInOrder>();
  const replies = new Map<string, unknown>();
  let base = '';

  const orderBody = (order: StandInOrder) => ({
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: order.customId,
        custom_id: order.customId,
        amount: order.amount,
        ...(order.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: order.captureId,
                    status: 'COMPLETED',
                    amount: order.amount,
                    custom_id: order.customId,
                    create_time: '2026-11-28T10:05:00Z',
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
    ],
  });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const expectedBasic = `Basic ${Buffer.from(`${STAND_IN_CLIENT.clientId}:${STAND_IN_CLIENT.clientSecret}`).toString('base64')}`;
      if (path === '/v1/oauth2/token') {
        if (request.headers.authorization !== expectedBasic) return send(response, 401, {});
        return send(response, 200, {
          access_token: 'A21-stand-in-token',
          token_type: 'Bearer',
          expires_in: 32400,
        });
      }
      if (request.headers.authorization !== 'Bearer A21-stand-in-token') {
        return send(response, 401, { name: 'AUTHENTICATION_FAILURE' });
      }
      const requestId = request.headers['paypal-request-id'];
      const replay = typeof requestId === 'string' ? replies.get(`${path} ${requestId}`) : null;
      if (replay) return send(response, 201, replay);
      if (request.method === 'POST' && path === '/v2/checkout/orders') {
        const unit = (
          JSON.parse(body) as {
            purchase_units: { custom_id: string; amount: StandInOrder['amount'] }[];
          }
        ).purchase_units[0]!;
        const order: StandInOrder = {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: 'PAYER_ACTION_REQUIRED',
          customId: unit.custom_id,
          amount: unit.amount,
        };
        orders.set(order.id, order);
        const answer = orderBody(order);
        if (typeof requestId === 'string') replies.set(`${path} ${requestId}`, answer);
        return send(response, 200, answer);
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = match ? orders.get(match[1]!) : undefined;
      if (!order) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (request.method === 'GET' && !match![2]) return send(response, 200, orderBody(order));
      if (request.method === 'POST' && match![2]) {
        if (order.status !== 'APPROVED') {
          const issue =
            order.status === 'COMPLETED' ? 'ORDER_ALREADY_CAPTURED' : 'ORDER_NOT_APPROVED';
          return send(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
        }
        order.status = 'COMPLETED';
        order.captureId = `CAP${randomBytes(6).toString('hex').toUpperCase()}`;
        const answer = orderBody(order);
        if (typeof requestId === 'string') replies.set(`${path} ${requestId}`, answer);
        return send(response, 201, answer);
      }
      return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    orders,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
