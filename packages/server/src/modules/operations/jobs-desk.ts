import { AppError } from '@psc/core/shared/app-error';
import type { FailedJob } from '@psc/core/operations/jobs-desk.endpoints';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from './record-operator-action.ts';

type JobsDeskDeps = Pick<Deps, 'jobQueue' | 'operationsRepository' | 'clock'>;

/** The background jobs' failed runs: retrying ones and dead ones (decision 0092). */
export const listFailedJobs = async (deps: JobsDeskDeps): Promise<{ jobs: FailedJob[] }> => ({
  jobs: (await deps.jobQueue.failedJobs()).map((job) => ({
    ...job,
    failedAt: job.failedAt.toISOString(),
    nextAttemptAt: job.nextAttemptAt?.toISOString() ?? null,
  })),
});

/** Sends a dead job back to its queue; the operator audit records who did. */
export const retryDeadJob = async (deps: JobsDeskDeps, operator: OperatorPrincipal, jobId: string) => {
  const dead = (await deps.jobQueue.failedJobs()).find((job) => job.id === jobId && job.state === 'dead');
  if (dead === undefined || !(await deps.jobQueue.retry(jobId)))
    throw new AppError('NOT_FOUND', 'No dead job has this id');
  await recordOperatorAction(deps, operator, {
    action: 'job.retried',
    target: jobId,
    before: { job: dead.job, attempts: dead.attempts, error: dead.error },
  });
  return { success: true, message: `The ${dead.job} job runs again` };
};
