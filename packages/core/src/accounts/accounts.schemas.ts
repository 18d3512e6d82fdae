import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { fieldLabelMessages as labels, fieldMessages } from '../shared/field-messages.ts';
import { checkVatNumber } from './vat-number.ts';

export * from './account-replies.schemas.ts';

/** Texts of the account area (account-and-billing.md §2, §8). */
export const accountMessages = {
  updateFailed: 'A problem occured when updating account.',
  closeConfirmationMismatch: 'Type the account name exactly to close the account',
  onlyDefaultAdminCloses: 'Only the default administrator can close the account',
  notFound: 'Account not found',
  newDefaultAdminNotAdmin: 'The new default administrator must be an administrator of the account',
  countryCode: 'Country must be an ISO 3166-1 country code, for example GB',
  phoneNumber: 'Phone Number may only hold digits, spaces and + ( ) . / -',
} as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessages.tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (label: string, max: number) =>
  z
    .string({ error: fieldMessages.required(label) })
    .trim()
    .min(1, fieldMessages.required(label))
    .max(max, fieldMessages.tooLong(label, max));

/**
 * PUT /api/v1/accounts/ from the Info tab (§7 'Account'). The billing form sends no client check (§5), so the
 * server's first message is shown in red above the form. Country and VAT are checked by the use case.
 */
export const billingInformationRequestSchema = z
  .object({
    id: z.string().optional(),
    firstName: requiredText(labels.firstName, 80),
    lastName: requiredText(labels.lastName, 80),
    companyName: requiredText(labels.company, 160),
    country: z
      .string({ error: fieldMessages.required(labels.country) })
      .trim()
      .toUpperCase()
      .min(1, fieldMessages.required(labels.country))
      .refine(isCountryCode, accountMessages.countryCode),
    state: optionalText(labels.stateRegion, 80),
    city: requiredText(labels.city, 80),
    postcode: requiredText(labels.postcode, 20),
    streetAddress: requiredText(labels.street, 160),
    suite: optionalText(labels.suite, 80),
    phoneNumber: optionalText(labels.phoneNumber, 40).refine(
      (value) => value === null || /^\+?[0-9 ()./-]{4,40}$/.test(value),
      { message: accountMessages.phoneNumber },
    ),
    vat: optionalText(labels.vat, 24),
  })
  .transform((value, context) => {
    if (value.vat === null) return value;
    const vat = checkVatNumber(value.country, value.vat);
    if (vat.ok) return { ...value, vat: vat.normalised };
    context.addIssue({ code: 'custom', path: ['vat'], message: vat.message });
    return z.NEVER;
  });
export type BillingInformationRequest = z.input<typeof billingInformationRequestSchema>;

/** Which user receives billing e-mails ('Change Email' dialog on the Details tab). */
export const billingEmailRequestSchema = z.object({ userId: z.uuid('Unknown user') });

/** Hands the default-admin role to another administrator of the account (beyond the spec). */
export const defaultAdminTransferRequestSchema = z.object({ userId: z.uuid('Unknown user') });

/** DELETE /api/v1/accounts/: the account name typed by the default admin, as a last check. */
export const closeAccountRequestSchema = z.object({ confirmation: z.string() });

export const closeAccountReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Epoch ms after which every record of the account is removed. */
  purgeAfter: z.number(),
});
