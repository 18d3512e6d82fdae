// The token of a reset link (?rpp=) is taken out of the address bar at start and kept here for the reset page,
// in this tab only, so it is neither left in the history nor sent on as a Referer.
const key = 'psc.resetToken';

export const stashResetToken = (token: string): void => sessionStorage.setItem(key, token);

export const readResetToken = (): string | null => sessionStorage.getItem(key) || null;

export const forgetResetToken = (): void => sessionStorage.removeItem(key);
