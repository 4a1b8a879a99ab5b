interface ImportMetaEnv {
  readonly PUBLIC_LOYALTY_API_URL?: string;
  readonly PUBLIC_CONTACT_EMAIL?: string;
  readonly PUBLIC_PRIVACY_POLICY_URL?: string;
  readonly PUBLIC_REGISTRATION_URL?: string;
  readonly PUBLIC_SELLER_SYSTEM_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A module bundled into one classic inline script (integrations/inline-script.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
