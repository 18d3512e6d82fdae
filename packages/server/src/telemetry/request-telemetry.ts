import { FastifyOtelInstrumentation } from '@fastify/otel';
import { isSpanContextValid, metrics, trace } from '@opentelemetry/api';
import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's official OpenTelemetry instrumentation: one span per request (no span per hook or handler, which cost a
 * span each on every request), continued by the PostgreSQL driver's spans. Made per app, when it is built: the
 * tracer it takes then is the global provider's that start-telemetry.ts set (one taken earlier would stay a no-op
 * for good); without one (tests through createTestApp) the spans are the API's no-ops.
 */
const createFastifyOtel = () => {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    // Called as the request's span starts, before any hook of ours runs: every later line of the request carries
    // its trace (the first, 'incoming request', is written below for the same reason).
    requestHook: (span, request) => {
      const spanContext = span.spanContext();
      if (!isSpanContextValid(spanContext)) return;
      request.log = request.log.child({ traceId: spanContext.traceId, spanId: spanContext.spanId });
    },
  });
  instrumentation.setTracerProvider(trace.getTracerProvider());
  return instrumentation;
};

/** Seconds; Prometheus's usual HTTP buckets, plus the long tail of exports and sign-ins under load. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Fastify writes 'incoming request' before any hook runs, so before the request's span exists: that line is written
 * by requestTelemetryPlugin's first hook instead. Every other line keeps Fastify's wording and goes through
 * `reply.log`, which the hook binds to the request's trace.
 */
export class TracedLogController extends LogController {
  override incomingRequest() {}
}

/** Traces, the request lines of the log and the request-duration histogram (decision 0089). */
export const requestTelemetryPlugin = fp(async (app: FastifyInstance) => {
  await app.register(createFastifyOtel().plugin());
  const duration = metrics.getMeter('psc').createHistogram('http.server.request.duration', {
    description: 'Duration of HTTP requests, by method, route and status',
    unit: 's',
    advice: { explicitBucketBoundaries: durationBuckets },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.log = request.log;
    request.log.info({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.record(reply.elapsedTime / 1000, {
      'http.request.method': request.method,
      // The route's pattern, never the path: a path carries ids, and each would be a series of its own.
      'http.route': request.routeOptions.url ?? 'unmatched',
      'http.response.status_code': reply.statusCode,
    });
    done();
  });
});
