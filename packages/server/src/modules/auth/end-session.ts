import { AppError } from '@psc/core/shared/app-error';
import { sessionMessages } from '@psc/core/auth/sessions.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

type EndSessionDeps = Pick<Deps, 'authRepository' | 'securityEventsRepository' | 'clock' | 'database'>;

/** Ends one of the caller's own sessions; its tokens are refused from the next request on every instance. */
export const endSession = async (
  deps: EndSessionDeps,
  principal: Principal,
  sessionId: string,
  origin: RequestOrigin,
): Promise<{ success: true; message: string; ended: number }> =>
  deps.database.db.transaction(async (tx) => {
    const ended = await deps.authRepository.revokeFamilyOfPerson(
      principal.personId,
      sessionId,
      'ended_from_session_list',
      deps.clock.now(),
      tx,
    );
    if (!ended) throw new AppError('NOT_FOUND', sessionMessages.alreadyEnded);
    await recordSessionsEnded(deps, principal, origin, { sessionId, count: 1 }, tx);
    return { success: true, message: 'Session signed out', ended: 1 };
  });

/** "Sign out everywhere else": every session of the caller but this one. */
export const endOtherSessions = async (
  deps: EndSessionDeps,
  principal: Principal,
  origin: RequestOrigin,
): Promise<{ success: true; message: string; ended: number }> =>
  deps.database.db.transaction(async (tx) => {
    const ended = await deps.authRepository.revokeOtherFamiliesOfPerson(
      principal.personId,
      principal.familyId,
      'ended_from_session_list',
      deps.clock.now(),
      tx,
    );
    if (ended > 0) await recordSessionsEnded(deps, principal, origin, { count: ended }, tx);
    return { success: true, message: `${ended} other session(s) signed out`, ended };
  });

const recordSessionsEnded = (
  deps: Pick<Deps, 'securityEventsRepository' | 'clock'>,
  principal: Principal,
  origin: RequestOrigin,
  ended: { sessionId?: string; count: number },
  executor: Parameters<typeof recordSecurityEvent>[2],
) =>
  recordSecurityEvent(
    deps,
    {
      type: 'sessions_ended',
      personId: principal.personId,
      accountId: principal.accountId,
      email: principal.email,
      origin,
      detail: { ...ended, from: principal.familyId },
    },
    executor,
  );
