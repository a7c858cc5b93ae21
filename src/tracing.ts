// OpenTelemetry tracing, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (see tracingFor in
// src/app.ts, which imports this file dynamically). Every OpenTelemetry package is itself imported
// dynamically below, so that the production bundle (scripts/bundle-server.ts, packages external)
// keeps them as lazy imports too: with tracing off, not one of them is loaded.
import { createRequire } from 'node:module';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Plugin } from 'graphql-yoga';

export interface TracingOptions {
  /** The `service.name` of every span. */
  serviceName: string;
  /**
   * Where finished spans go. Default: the OTLP HTTP exporter, which reads
   * OTEL_EXPORTER_OTLP_ENDPOINT (and the other OTEL_EXPORTER_OTLP_* variables) itself.
   * Tests give an InMemorySpanExporter; everything else is the same.
   */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** The GraphQL operation's spans, for yoga's plugins (after readSessions, so its SQL is inside). */
  plugin: Plugin;
  /** The trace id of the active span (the HTTP request's, in a request), for the request's log line. */
  traceId: () => string | undefined;
  /** Exports the spans ended so far. */
  flush: () => Promise<void>;
  /** Exports what is left and stops. */
  shutdown: () => Promise<void>;
}

/**
 * Registers a global tracer provider (batching to the exporter) and three sources of spans:
 * - the HTTP request (`@opentelemetry/instrumentation-http`, incoming requests only);
 * - the GraphQL operation: its parsing and validation (`graphql.parse`, `graphql.validate`) and its
 *   execution or subscription (`@envelop/opentelemetry`, named `query.Name`; no document,
 *   variables, result or per-resolver spans);
 * - every SQL statement run inside a traced request (`@opentelemetry/instrumentation-pg`, the
 *   statement text with its `$1` placeholders, never the parameter values), and the pool's
 *   connection waits.
 * The server imports `pg` and `node:http` as ES modules, which the instrumentations' require
 * hooks never see; they are required once more here, after the hooks are in place, so that the
 * hooks patch them (pg's Client and pg-pool's prototypes, http.Server's `emit`): under tsx and in
 * the bundle alike, since the bundle leaves every package external.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const [
    api,
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { resourceFromAttributes },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { useOpenTelemetry },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@envelop/opentelemetry'),
  ]);
  const exporter = options.exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ disableOutgoingRequestInstrumentation: true }),
      // Only statements of a traced request: the live feed's background reads make no root spans.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  const require = createRequire(import.meta.url);
  require('node:http');
  require('pg');
  require('pg-pool');
  const operation = useOpenTelemetry(
    { resolvers: false, variables: false, result: false, document: false },
    provider,
    api.SpanKind.INTERNAL,
    {},
    options.serviceName,
  ) as Plugin;
  // Parsing and validation, which @envelop/opentelemetry leaves out: a span each, inside the
  // request's (a document already cached by src/document-cache.ts makes a span of its lookup).
  const tracer = provider.getTracer(options.serviceName);
  const phases: Plugin = {
    onParse() {
      const span = tracer.startSpan('graphql.parse');
      return ({ result }) => {
        if (result instanceof Error) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      };
    },
    onValidate() {
      const span = tracer.startSpan('graphql.validate');
      return ({ valid }) => {
        if (!valid) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      };
    },
  };
  const plugin: Plugin = {
    onPluginInit({ addPlugin }) {
      addPlugin(phases);
      addPlugin(operation);
    },
  };
  return {
    plugin,
    traceId: () => api.trace.getActiveSpan()?.spanContext().traceId,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
