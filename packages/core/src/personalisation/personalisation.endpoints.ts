import { defineEndpoints } from '../shared/endpoint.ts';
import {
  languageReplySchema,
  languageRequestSchema,
  personalisationReplySchema,
  personalisationRequestSchema,
} from './personalisation.schemas.ts';

/** Date formats (docs/decisions/0011), described once for the server and the web (issue 13). */
export const personalisationEndpoints = defineEndpoints({
  get: {
    method: 'GET',
    path: '/api/v1/settings/personalisation',
    summary: "The caller's and the account's date formats (Excel format codes)",
    reply: personalisationReplySchema,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/settings/personalisation',
    summary:
      "Set the date format 'just for you' (personDateFormat) or 'account wide' (accountDateFormat, permission A)",
    body: personalisationRequestSchema,
    reply: personalisationReplySchema,
  },
  getLanguage: {
    method: 'GET',
    path: '/api/v1/settings/language',
    summary: "The caller's language and the account's default language (issue 49)",
    reply: languageReplySchema,
  },
  updateLanguage: {
    method: 'PUT',
    path: '/api/v1/settings/language',
    summary:
      "Set the caller's language (personLanguage) or the account's default (accountLanguage, permission A); null clears, an absent field stays",
    body: languageRequestSchema,
    reply: languageReplySchema,
  },
});
