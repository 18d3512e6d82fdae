import { effectiveDateFormat } from '@psc/core/personalisation/date-format';
import type { PersonalisationReply } from '@psc/core/personalisation/personalisation.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';

/** GET /api/v1/settings/personalisation. The target starts on 'just for you' (§5 'Date format'). */
export const getPersonalisation = async (
  deps: Pick<Deps, 'personalisationRepository'>,
  principal: Principal,
): Promise<PersonalisationReply> => {
  const formats = await deps.personalisationRepository.findDateFormats(
    principal.accountId,
    principal.personId,
  );
  if (!formats) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  return {
    ...formats,
    dateFormatTarget: 'personDateFormat',
    effectiveDateFormat: effectiveDateFormat(formats.personDateFormat, formats.accountDateFormat),
  };
};
