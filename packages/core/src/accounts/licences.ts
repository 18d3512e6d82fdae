import { accountStatus } from './account-status.ts';

/**
 * A Full User (A or U) takes one of the purchased user licences; Viewers (V) never do (§1, §6). A new Full User
 * is refused when every purchased licence is in use or the account is not paid (status below 2, §5 'New user').
 */
export const canAddFullUser = (status: number, purchasedUsers: number, definedFullUsers: number): boolean =>
  status >= accountStatus.paid && purchasedUsers > definedFullUsers;

/** Viewer licences are unlimited on a paid or super account; the free plan is a single user (§2). */
export const canAddViewer = (status: number): boolean => status >= accountStatus.paid;
