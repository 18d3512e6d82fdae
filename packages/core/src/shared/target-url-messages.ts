/** Why a webhook's or an alert channel's address is refused before it is kept (server's outbound-http.ts). */
export const targetUrlMessages = {
  notValid: 'The URL is not valid',
  httpsOnly: 'The URL must start with https://',
  unresolved: (host: string) => `The host ${host} does not resolve`,
  privateAddress: 'The URL resolves to a private, loopback or link-local address',
} as const;
