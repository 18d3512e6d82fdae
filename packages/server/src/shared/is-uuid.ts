const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths and bodies; anything that is not a uuid cannot be a row's id, and must not reach a uuid column. */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
