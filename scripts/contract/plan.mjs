// Who calls each operation of the contract check, with which values, in which order, and
// which operations are left out (each with its reason).

const ABSENT_ID = 2_147_483_000;

/** Mutating routes that may act on real demo records: they change nothing the check reads. */
const HARMLESS_WITH_REAL_IDS = new Set([
  'PUT /api/products/{id}/like',
  'DELETE /api/products/{id}/like',
  'PUT /api/articles/{id}/like',
  'DELETE /api/articles/{id}/like',
  'PUT /api/cart/items/{productId}',
  'DELETE /api/cart/items/{productId}',
  'PUT /api/users/{id}/follow',
  'DELETE /api/users/{id}/follow',
  'PUT /api/videos/{id}/progress',
  'POST /api/products/{id}/download',
  'POST /api/products/{id}/uses',
]);

/**
 * Requests written by hand where a body sampled from the schema would only meet validation:
 * each is sent as well as the sampled one, so the success answers are checked too.
 */
const WRITTEN = {
  'POST /api/admin/redeem-code-batches': [
    { body: { label: 'contract', count: 1, membershipTier: 'ordinary', membershipDays: 1 } },
    {
      query: 'format=csv',
      body: { label: 'contract csv', count: 1, membershipTier: 'ordinary', membershipDays: 1 },
    },
  ],
  'POST /api/analytics/page-views': [
    {
      body: {
        views: [
          {
            path: '/home',
            visitorId: 'visitor_contract',
            locale: 'en',
            viewedAt: new Date().toISOString(),
          },
        ],
      },
    },
  ],
};

/** Operations the check does not send, and why. */
const SKIPPED = {};

/** Ending sessions comes last, so every other request still has its caller signed in. */
const LAST = [
  'POST /api/auth/logout',
  'DELETE /api/auth/sessions/{id}',
  'POST /api/auth/logout-all',
];

export async function plan({ send, login, document }) {
  const tokens = {
    buyer: await login('buyer@demo.space.local', 'demo-buyer-1', 10_000_000),
    creator: await login('streamcraft@demo.space.local', 'demo-creator-1', 10_000_000),
    moderator: await login('moderator@demo.space.local', 'demo-moderator-1', 10_000_000),
    admin: await login('admin@vsd.demo.space.local', 'demo-admin-1', 10_000_002),
  };
  const first = async (url, token) => {
    const answer = await send({ method: 'GET', url, token });
    return (
      answer.json?.data?.list?.[0] ??
      (Array.isArray(answer.json?.data) ? answer.json.data[0] : undefined)
    );
  };
  const product = await first('/api/products?pageSize=1');
  const article = await first('/api/articles?pageSize=1');
  const video = await first('/api/videos');
  const upload = await first('/api/uploads', tokens.creator);
  const batch = await first('/api/admin/redeem-code-batches', tokens.admin);
  const adminOrder = await first('/api/admin/orders', tokens.admin);
  const real = {
    productId: product?.id,
    authorId: product?.author?.id,
    articleId: article?.id,
    videoId: video?.id,
    uploadId: upload?.id,
    batchId: batch?.id,
    orderNo: adminOrder?.orderNo,
  };

  /** The demo account a route is for; a visitor for public ones. */
  function callerOf(name, operation) {
    const path = name.slice(name.indexOf(' ') + 1);
    if (path.startsWith('/api/admin/')) return 'admin';
    if (path.startsWith('/api/moderation/')) return 'moderator';
    if (
      /^\/api\/(uploads|creator-stats)|^\/api\/users\/me\/creator|^\/api\/products\/\{id\}\/(images|listing)/.test(
        path,
      )
    ) {
      return 'creator';
    }
    return operation.security?.length ? 'buyer' : 'visitor';
  }

  /** A path parameter's value: a demo record's for reads (and harmless writes), else absent. */
  function valueOf(name, parameter) {
    const path = name.slice(name.indexOf(' ') + 1);
    const reading = name.startsWith('GET ') || HARMLESS_WITH_REAL_IDS.has(name);
    const byRoute = [
      [/^\/api\/(products|cart\/items)\/\{(id|productId)\}/, real.productId],
      [/^\/api\/(authors|users)\/\{id\}/, real.authorId],
      [/^\/api\/(articles|moderation\/articles)\/\{id\}/, real.articleId],
      [/^\/api\/videos\/\{id\}/, real.videoId],
      [/^\/api\/uploads\/\{id\}/, real.uploadId],
      [/^\/api\/admin\/redeem-code-batches\/\{id\}/, real.batchId],
      [/\{orderNo\}/, real.orderNo],
    ];
    if (reading) {
      const found = byRoute.find(
        ([pattern]) => pattern.test(path) && parameter.name !== 'position',
      );
      if (found?.[1] !== undefined) return found[1];
    } else if (parameter.schema?.type === 'integer' && parameter.name !== 'position') {
      return ABSENT_ID;
    }
    return parameter.example;
  }

  return {
    order(operations) {
      const weight = ({ template, method }) => {
        const name = `${method.toUpperCase()} ${template}`;
        if (LAST.includes(name)) return 10 + LAST.indexOf(name);
        return { get: 0, delete: 2 }[method] ?? 1;
      };
      return [...operations].sort((a, b) => weight(a) - weight(b));
    },
    skip(name) {
      return SKIPPED[name];
    },
    async callsFor(name, operation, sampleOf) {
      const method = name.slice(0, name.indexOf(' '));
      let url = name.slice(name.indexOf(' ') + 1);
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') {
          url = url.replace(
            `{${parameter.name}}`,
            encodeURIComponent(String(valueOf(name, parameter))),
          );
        } else if (parameter.in === 'query' && parameter.required) {
          query.set(parameter.name, String(parameter.example ?? sampleOf(parameter.schema)));
        }
      }
      if (query.size) url += `?${query}`;
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      const caller = callerOf(name, operation);
      const call = {
        method,
        url,
        // Each session-ending request ends a session of its own.
        token: LAST.includes(name)
          ? await login('buyer@demo.space.local', 'demo-buyer-1', 10_000_000)
          : tokens[caller],
        body: jsonBody ? sampleOf(jsonBody) : undefined,
      };
      const written = (WRITTEN[name] ?? []).map((extra) => ({
        ...call,
        url: extra.query ? `${url}${url.includes('?') ? '&' : '?'}${extra.query}` : url,
        body: extra.body,
      }));
      // A public read that also knows its caller is asked both ways.
      return caller === 'visitor' && method === 'GET'
        ? [call, { ...call, token: tokens.buyer }]
        : [call, ...written];
    },
    document,
  };
}
