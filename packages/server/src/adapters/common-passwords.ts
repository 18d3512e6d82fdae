import { readFileSync } from 'node:fs';

const listFile = new URL('../../assets/common-passwords.txt', import.meta.url);

/** 8,504 common passwords of 8+ characters (source: docs/data-sources.md), compared case-insensitively. */
export const loadCommonPasswordCheck = (): ((password: string) => boolean) => {
  const common = new Set(readFileSync(listFile, 'utf8').split(/\r?\n/).filter(Boolean));
  return (password) => common.has(password.toLowerCase());
};
