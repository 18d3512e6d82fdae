import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';

/** A background job's run that failed: 'retrying' runs again after its back-off, 'dead' has spent its retries. */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The job's name (its queue): mail-delivery, calculator-repricing, billing, purge-… */
  job: z.string(),
  state: z.enum(['retrying', 'dead']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  failedAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsReplySchema = z.object({ jobs: z.array(failedJobSchema) });

/** The jobs desk (issue 46 item 6, decision 0092); part of operationsEndpoints. */
export const jobsDeskEndpoints = defineEndpoints({
  failedJobs: {
    method: 'GET',
    path: '/api/ops/jobs/failed',
    summary:
      'Administrators: background job runs that failed, retrying after their back-off or dead (their retries spent), newest first',
    reply: failedJobsReplySchema,
  },
  retryJob: {
    method: 'POST',
    path: '/api/ops/jobs/:jobId/retry',
    summary: 'Administrators: send a dead job back to its queue to run again',
    params: z.object({ jobId: z.uuid() }),
    reply: simpleReplySchema,
  },
});
