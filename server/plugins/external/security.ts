// HTTP-level protections (server/security): security headers on every answer, and the /graphql body and
// query-size caps. Registered before any route: Fastify hands hooks to the routes declared after them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerSecurity } from '../../security/index.ts';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    // Asked on every request (the CSP names it): fixed once the server listens, so worked out once then.
    let publicOrigin: string | undefined;
    const publicOriginOrSelf = () => {
      if (publicOrigin) return publicOrigin;
      try {
        return (publicOrigin = originOf(app.publicUrl()) ?? "'self'");
      } catch {
        return "'self'"; // not listening (app.inject in scripts): nothing else to allow
      }
    };
    await registerSecurity(app, app.config, { publicOrigin: publicOriginOrSelf });
  },
  { name: 'security', dependencies: ['config'] },
);
