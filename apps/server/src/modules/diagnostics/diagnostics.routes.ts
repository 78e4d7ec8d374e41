import type { DiagnosticKind } from '@casino/contracts';
import {
  logEntrySchema,
  networkPerformanceSchema,
  performanceEntrySchema,
  utmMetricsSchema,
  validationMetricsSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DIAGNOSTICS_RATE_LIMIT } from '../../plugins/rate-limit';
import type { DiagnosticsService } from './diagnostics.service';

const ENDPOINTS: { method: 'PUT' | 'POST'; url: string; kind: DiagnosticKind; body: z.ZodType; summary: string }[] = [
  { method: 'PUT', url: '/log', kind: 'log', body: logEntrySchema, summary: 'Client log entry' },
  { method: 'PUT', url: '/performance', kind: 'performance', body: performanceEntrySchema, summary: 'Page timings' },
  {
    method: 'PUT',
    url: '/network-performance',
    kind: 'network_performance',
    body: networkPerformanceSchema,
    summary: 'Network quality (rtt, downlink, effectiveType)',
  },
  {
    method: 'PUT',
    url: '/metrics-errors-validation',
    kind: 'validation_metrics',
    body: validationMetricsSchema,
    summary: 'Form validation error metrics',
  },
  { method: 'POST', url: '/log_utm_set', kind: 'utm_set', body: utmMetricsSchema, summary: 'UTM attribution set' },
  { method: 'POST', url: '/log_utm_send', kind: 'utm_send', body: utmMetricsSchema, summary: 'UTM attribution sent' },
];

export const diagnosticsRoutes: FastifyPluginAsyncZod<{ diagnostics: DiagnosticsService }> = async (
  app,
  { diagnostics },
) => {
  for (const endpoint of ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      // Diagnostics come from every page view: keep them small so nobody can fill the database with one call, and
      // few per address so nobody fills it with many (the sweep bounds what many addresses leave).
      bodyLimit: 16 * 1024,
      config: { rateLimit: DIAGNOSTICS_RATE_LIMIT },
      schema: {
        tags: ['diagnostics'],
        summary: endpoint.summary,
        body: endpoint.body,
        response: { 204: z.null().describe('Stored') },
      },
      handler: async (request, reply) => {
        await diagnostics.record(endpoint.kind, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return reply.status(204).send(null);
      },
    });
  }
};
