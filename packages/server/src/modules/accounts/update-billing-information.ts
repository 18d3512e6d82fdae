import {
  billingInformationRequestSchema,
  type AccountReply,
  accountMessages,
} from '@psc/core/accounts/accounts.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { parseBody } from '../../shared/parse-body.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import type { BillingInformation } from './accounts.repository.ts';
import { toAccountReply } from './to-account-reply.ts';

const billingFields = [
  'firstName',
  'lastName',
  'companyName',
  'country',
  'state',
  'city',
  'postcode',
  'streetAddress',
  'suite',
  'phoneNumber',
  'vat',
] as const satisfies ReadonlyArray<keyof BillingInformation>;

/**
 * PUT /api/v1/accounts/ from the Info tab. The account is always the caller's: an `id` in the body is ignored,
 * so nobody can write another account's billing information. The reply is the updated account.
 */
export const updateBillingInformation = async (
  deps: Pick<Deps, 'accountsRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  body: unknown,
  origin: RequestOrigin,
): Promise<AccountReply> => {
  const request = parseBody(billingInformationRequestSchema, body);
  const information: BillingInformation = {
    firstName: request.firstName,
    lastName: request.lastName,
    companyName: request.companyName,
    country: request.country,
    state: request.state,
    city: request.city,
    postcode: request.postcode,
    streetAddress: request.streetAddress,
    suite: request.suite,
    phoneNumber: request.phoneNumber,
    vat: request.vat,
  };
  const updated = await deps.database.db.transaction(async (tx) => {
    const before = await deps.accountsRepository.findForUpdate(principal.accountId, tx);
    if (!before) throw new AppError('NOT_FOUND', accountMessages.notFound);
    const changed = billingFields.filter((field) => before[field] !== information[field]);
    if (changed.length === 0) return before;
    await deps.accountsRepository.updateBillingInformation(principal.accountId, information, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'billing_information_changed',
        accountId: principal.accountId,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { fields: changed },
      },
      tx,
    );
    return { ...before, ...information };
  });
  return toAccountReply(updated);
};
