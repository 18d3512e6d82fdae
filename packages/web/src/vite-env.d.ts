/// <reference types="vite/client" />
/// <reference types="altcha/types/react" />

interface ImportMetaEnv {
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
  readonly VITE_NEWSLETTER_URL?: string;
  readonly VITE_BUSINESS_NETWORK_URL?: string;
  readonly VITE_MICROBLOG_URL?: string;
  readonly VITE_COMPANY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
