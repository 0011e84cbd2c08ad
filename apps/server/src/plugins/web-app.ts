import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { pageCacheHeaders, pageHeadOf, withPageHead } from '../modules/seo/index.ts';
import {
  compressedPage,
  firstViewTemplate,
  loadFirstViewRenderer,
  preferencesOf,
  withFirstView,
} from './first-view.ts';
import { contentSecurityPolicy } from './security.ts';

// The build's .br and .gz copies are as immutable as the asset they compress.
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * CSP sources for index.html's inline scripts (the theme and poster set before the app loads):
 * each allowed by its SHA-256, so the policy still refuses any other inline script. Only a
 * bare `<script>` runs: the data blocks pages carry (the first view's state, the head's JSON-LD,
 * decision 059) have a `type` browsers do not execute, need no source and are not hashed.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/**
 * Serves the built SPA: hashed assets are immutable, a page's HTML is revalidated by browsers on
 * every visit and kept a minute by shared caches (decision 062, so the update check sees a new
 * build), and any GET that is not an API call or a file falls back to index.html so deep links
 * load the app.
 */
export const webApp = fp(
  async (app, opts: { distDir: string | undefined; firstView?: boolean }) => {
    const distDir = opts.distDir;
    const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
    const indexHtml =
      indexFile !== undefined && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;
    const hasBuild = indexHtml !== undefined;
    const indexText = indexHtml?.toString('utf8') ?? '';
    const renderFirstView =
      hasBuild && opts.firstView !== false ? await loadFirstViewRenderer(app, distDir!) : null;
    const firstViewHtml = renderFirstView ? firstViewTemplate(indexText) : '';
    const scriptSources = [
      ...new Set([...inlineScriptSources(indexText), ...inlineScriptSources(firstViewHtml)]),
    ];
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir!,
        wildcard: false,
        index: false,
        // .br and .gz beside each asset, from the build (apps/web/vite.config.ts) or, under
        // `npm start`, written after it (apps/web/precompress.mjs): looked for per request, so
        // copies written while this runs are sent, and @fastify/compress covers the rest.
        preCompressed: true,
        setHeaders(reply, filePath) {
          reply.header(
            'cache-control',
            HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ distDir }, 'no web build found; only the API is served');
    }

    const pageHeaders = async (reply: FastifyReply) => {
      if (scriptSources.length > 0) {
        await reply.helmet({ contentSecurityPolicy: contentSecurityPolicy(scriptSources) });
      }
      reply.type('text/html; charset=utf-8');
    };

    // The first view of a public page (decisions 046, 049): a GET no route answers, for a path
    // the build renders, is rendered here, per request and alongside others; without a view
    // (another path, a partner's host, too many rendering, a failure) the not-found handler
    // below serves the plain app.
    if (renderFirstView) {
      app.addHook('onRequest', async (request, reply) => {
        if (!request.is404 || request.method !== 'GET') return;
        // The head's lookup runs beside the render, never before it (decision 059): an
        // unknown or delisted product, article, author or video discards the render, and the
        // not-found handler serves the app with its status.
        const [head, view] = await Promise.all([
          pageHeadOf(app, request, preferencesOf(request).lang),
          renderFirstView(request),
        ]);
        if (head.status !== null || !view) return;
        await pageHeaders(reply);
        const html = withPageHead(withFirstView(firstViewHtml, view), head, true);
        if (pageCacheHeaders(request, reply, html) === 'not-modified') {
          return reply.code(304).send();
        }
        // @fastify/compress hooks routes, and this is no route: a first view's tens of kB are
        // compressed here.
        const page = compressedPage(html, request.headers['accept-encoding']);
        if (page.encoding) reply.header('content-encoding', page.encoding);
        return reply.send(page.body);
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api' &&
        !path.extname(request.url.split('?')[0] ?? '');
      if (hasBuild && isPage) {
        await pageHeaders(reply);
        // The app shows its not-found state; crawlers see 404, or 410 for a delisted product
        // (decision 058). Every page gets its head from the server (decision 059).
        const head = await pageHeadOf(app, request, preferencesOf(request).lang);
        if (head.status !== null) reply.code(head.status);
        const html = withPageHead(indexText, head, false);
        if (pageCacheHeaders(request, reply, html) === 'not-modified') {
          return reply.code(304).send();
        }
        return reply.send(html);
      }
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'web-app', dependencies: ['error-handler', 'security'] },
);
