import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

const failedJobsQueryKey = endpointQueryKey(operationsEndpoints.failedJobs);

/** GET /api/ops/jobs/failed: retrying and dead background job runs, newest first. */
export const useFailedJobs = () =>
  useQuery(
    queryOptions({
      queryKey: failedJobsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.failedJobs, { signal }),
      // A retrying job moves on by itself: the list follows it while the desk is open.
      refetchInterval: 10_000,
    }),
  );

/** POST /api/ops/jobs/{jobId}/retry: a dead job goes back to its queue. */
export const useRetryJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => opsRequest(operationsEndpoints.retryJob, { params: { jobId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedJobsQueryKey }),
  });
};
