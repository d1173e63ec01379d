import type { FastifyRequest } from 'fastify';

// Paths whose last segment is a bearer secret: a client's questions link (its page and its API) and an export's
// file link. Whoever reads the log must not be able to open them.
const SECRET_SEGMENT = /(\/(?:q|api\/q|api\/export\/files)\/)[^/?#]+/;

/** The URL as logged: a link's token replaced, the rest kept for tracing. */
export function urlForLog(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[token]');
}

/** Fastify's default request fields, with the URL passed through `urlForLog`. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
