import { dateFormatProblemMessages, findDateFormatProblem } from '@psc/core/personalisation/date-format';
import {
  personalisationRequestSchema,
  type PersonalisationReply,
} from '@psc/core/personalisation/personalisation.schemas';
import { insufficientPrivilegesMessage } from '@psc/core/accounts/permissions';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { parseBody } from '../../shared/parse-body.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { getPersonalisation } from './get-personalisation.ts';

/**
 * PUT /api/v1/settings/personalisation. 'just for you' sets the caller's format (any role: it is their own
 * profile); 'account wide' is for permission A only (§5, §6). An empty format clears the level.
 */
export const updatePersonalisation = async (
  deps: Pick<Deps, 'personalisationRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  body: unknown,
  origin: RequestOrigin,
): Promise<PersonalisationReply> => {
  const request = parseBody(personalisationRequestSchema, body);
  const accountWide = request.dateFormatTarget === 'accountDateFormat';
  if (accountWide && principal.permissions !== 'A') {
    throw new AppError('FORBIDDEN', insufficientPrivilegesMessage, {
      reason: 'insufficient_privileges',
    });
  }
  const raw = (accountWide ? request.accountDateFormat : request.personDateFormat) ?? '';
  const dateFormat = raw.trim() === '' ? null : raw;
  if (dateFormat !== null) {
    const problem = findDateFormatProblem(dateFormat);
    if (problem)
      throw new AppError('VALIDATION', dateFormatProblemMessages[problem], {
        body: { field: request.dateFormatTarget },
      });
  }
  await deps.database.db.transaction(async (tx) => {
    if (accountWide)
      await deps.personalisationRepository.setAccountDateFormat(principal.accountId, dateFormat, tx);
    else
      await deps.personalisationRepository.setPersonDateFormat(
        principal.accountId,
        principal.personId,
        dateFormat,
        tx,
      );
    await recordSecurityEvent(
      deps,
      {
        type: 'date_format_changed',
        accountId: principal.accountId,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { target: request.dateFormatTarget, dateFormat },
      },
      tx,
    );
  });
  return { ...(await getPersonalisation(deps, principal)), dateFormatTarget: request.dateFormatTarget };
};
