import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader, type IMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { Config } from '../config.ts';
import { driverInstrumentations } from './driver-instrumentations.ts';

export type Telemetry = {
  /** Where Prometheus scrapes, or null when METRICS_PORT is unset. */
  metricsUrl: string | null;
  /** Flushes what is left to export and closes the metrics port. */
  shutdown: () => Promise<void>;
};

export class TelemetryStartError extends Error {}

const startPrometheus = async (port: number, host: string): Promise<PrometheusExporter> => {
  const exporter = new PrometheusExporter({ port, host, preventServerStart: true });
  try {
    await exporter.startServer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TelemetryStartError(
      `METRICS_PORT ${port} on METRICS_HOST ${host} could not be opened (${reason}): choose a free port, or unset METRICS_PORT to serve no metrics.`,
    );
  }
  return exporter;
};

/**
 * OpenTelemetry for the process (decision 0089). Traces are always made, so every request's log lines carry a trace
 * id; they leave the process only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Metrics are collected only when someone
 * reads them: Prometheus on METRICS_PORT, OTLP export, or both. The exporters read the other standard OTEL_*
 * variables themselves (headers, protocol, per-signal endpoints, export interval).
 */
export const startTelemetry = async (settings: Config['telemetry']): Promise<Telemetry> => {
  const resource = resourceFromAttributes({ 'service.name': settings.serviceName });
  const exporting = settings.otlpEndpoint !== undefined;
  // The OTLP exporters are loaded only when exporting: a server that never exports never holds them.
  const spanProcessors: SpanProcessor[] = exporting
    ? [
        new BatchSpanProcessor({
          exporter: new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter(),
        }),
      ]
    : [];
  const tracerProvider = new TracerProvider({ resource, spanProcessors });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(tracerProvider);

  const readers: IMetricReader[] = [];
  const prometheus =
    settings.metricsPort === undefined
      ? null
      : await startPrometheus(settings.metricsPort, settings.metricsHost);
  if (prometheus) readers.push(prometheus);
  if (exporting) {
    const { OTLPMetricExporter } = await import('@opentelemetry/exporter-metrics-otlp-proto');
    readers.push(new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter() }));
  }
  const meterProvider = readers.length > 0 ? new MeterProvider({ resource, readers }) : null;
  if (meterProvider) metrics.setGlobalMeterProvider(meterProvider);
  for (const instrumentation of driverInstrumentations) {
    instrumentation.setTracerProvider(tracerProvider);
    if (meterProvider) instrumentation.setMeterProvider(meterProvider);
  }
  return {
    metricsUrl:
      settings.metricsPort === undefined
        ? null
        : `http://${settings.metricsHost}:${settings.metricsPort}/metrics`,
    shutdown: async () => {
      await meterProvider?.shutdown();
      await tracerProvider.shutdown();
    },
  };
};
