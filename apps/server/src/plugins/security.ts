import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * The content security policy. Only our own origin: the Vite build emits no scripts inline but
 * the ones `scriptSources` allows by hash (index.html's, decision 045), images may be data/blob
 * URLs (previews, crops), and styles allow inline attributes set by libraries such as the
 * progress bar.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = []) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...scriptSources],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Security headers on every answer; a page may widen its script sources with `reply.helmet`. */
export const security = fp(
  async (app) => {
    const options = {
      contentSecurityPolicy: contentSecurityPolicy(),
      crossOriginEmbedderPolicy: false,
      // Served over plain HTTP on localhost by default; a TLS proxy in front sets HSTS.
      strictTransportSecurity: false,
    } as const;
    // The plugin gives replies `reply.helmet`; left global, it would also build its middleware
    // anew for every request, parsing the policy each time (issue 31). The headers never
    // change, so one middleware sets them.
    await app.register(fastifyHelmet, { ...options, global: false });
    const setHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) =>
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
  },
  { name: 'security' },
);
