/**
 * Validation of the site's public settings (D1). Pure and import-free, so the
 * browser (through config.ts), the build integration and tests share it.
 * Every value is baked into the static files at build time.
 */
export interface SiteConfig {
  /** Base URL of the loyalty API without a trailing slash; '' = same origin as the site. */
  loyaltyApiUrl: string;
  /** Address of the contact mailto link in the footer. */
  contactEmail: string;
  /** The privacy-policy PDF: a path on this site or an absolute http(s) URL. */
  privacyPolicyUrl: string;
  /** Where the counter page sends new customers to register. */
  registrationUrl: string;
  /** The seller's own system, named in the CB and GFCA delivery labels. */
  sellerSystemName: string;
}

export type Env = Record<string, string | boolean | undefined>;

export const ENV_DEFAULTS = {
  PUBLIC_LOYALTY_API_URL: '',
  PUBLIC_CONTACT_EMAIL: 'kontakt@punkty.example',
  PUBLIC_PRIVACY_POLICY_URL: '/docs/polityka-prywatnosci.pdf',
  PUBLIC_REGISTRATION_URL: 'https://punkty.example/rejestracja',
  // Empty: "the seller's system" (a name is the seller's own system, never the portal's).
  PUBLIC_SELLER_SYSTEM_NAME: '',
} as const;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid site configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function read(env: Env, key: keyof typeof ENV_DEFAULTS): string {
  const value = env[key];
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? ENV_DEFAULTS[key] : text;
}

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function isSitePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !/[\\\s]/.test(text);
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const MAX_NAME_LENGTH = 60;

/** Reads and checks the PUBLIC_* settings; throws ConfigError naming every bad one. */
export function parseConfig(env: Env): SiteConfig {
  const problems: string[] = [];

  let loyaltyApiUrl = read(env, 'PUBLIC_LOYALTY_API_URL');
  if (loyaltyApiUrl !== '') {
    const url = httpUrl(loyaltyApiUrl);
    if (!url || url.username || url.password || url.search || url.hash) {
      problems.push(
        `PUBLIC_LOYALTY_API_URL must be empty (same origin) or an absolute http(s) URL without query, fragment or credentials, got "${loyaltyApiUrl}"`,
      );
    } else {
      loyaltyApiUrl = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    }
  }

  const contactEmail = read(env, 'PUBLIC_CONTACT_EMAIL');
  if (!EMAIL.test(contactEmail)) problems.push(`PUBLIC_CONTACT_EMAIL must be an e-mail address, got "${contactEmail}"`);

  const privacyPolicyUrl = read(env, 'PUBLIC_PRIVACY_POLICY_URL');
  if (!isSitePath(privacyPolicyUrl) && !httpUrl(privacyPolicyUrl)) {
    problems.push(`PUBLIC_PRIVACY_POLICY_URL must be a path on this site or an http(s) URL, got "${privacyPolicyUrl}"`);
  }

  const registrationUrl = read(env, 'PUBLIC_REGISTRATION_URL');
  if (!isSitePath(registrationUrl) && !httpUrl(registrationUrl)) {
    problems.push(`PUBLIC_REGISTRATION_URL must be a path on this site or an http(s) URL, got "${registrationUrl}"`);
  }

  const sellerSystemName = read(env, 'PUBLIC_SELLER_SYSTEM_NAME');
  if (sellerSystemName.length > MAX_NAME_LENGTH) {
    problems.push(`PUBLIC_SELLER_SYSTEM_NAME must be at most ${MAX_NAME_LENGTH} characters long`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return { loyaltyApiUrl, contactEmail, privacyPolicyUrl, registrationUrl, sellerSystemName };
}

/** The API's origin when it is not the site's own, for the CSP's connect-src. */
export function apiOrigin(config: SiteConfig): string | null {
  return config.loyaltyApiUrl === '' ? null : new URL(config.loyaltyApiUrl).origin;
}
