interface ImportMetaEnv {
  readonly PUBLIC_LOYALTY_API_URL?: string;
  readonly PUBLIC_CONTACT_EMAIL?: string;
  readonly PUBLIC_PRIVACY_POLICY_URL?: string;
  readonly PUBLIC_REGISTRATION_URL?: string;
  readonly PUBLIC_SELLER_SYSTEM_NAME?: string;
  /** True in the inline scripts and the service worker, which leave the API's parsers out (src/lib/api/read.ts). */
  readonly INLINE_SCRIPT?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A module bundled into one classic inline script (integrations/inline-script.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
