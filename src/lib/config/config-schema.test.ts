import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_DEFAULTS, apiOrigin, parseConfig } from './config-schema.ts';

describe('parseConfig', () => {
  it('falls back to the demo defaults when nothing is set', () => {
    expect(parseConfig({})).toEqual({
      loyaltyApiUrl: '',
      contactEmail: ENV_DEFAULTS.PUBLIC_CONTACT_EMAIL,
      privacyPolicyUrl: ENV_DEFAULTS.PUBLIC_PRIVACY_POLICY_URL,
      registrationUrl: ENV_DEFAULTS.PUBLIC_REGISTRATION_URL,
      sellerSystemName: ENV_DEFAULTS.PUBLIC_SELLER_SYSTEM_NAME,
    });
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ PUBLIC_LOYALTY_API_URL: '  ', PUBLIC_CONTACT_EMAIL: '' }).contactEmail).toBe(
      ENV_DEFAULTS.PUBLIC_CONTACT_EMAIL,
    );
  });

  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://example.com/loyalty-api///', 'https://example.com/loyalty-api'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['HTTPS://API.Example.com', 'https://api.example.com'],
  ])('API URL %s becomes %s', (input, expected) => {
    expect(parseConfig({ PUBLIC_LOYALTY_API_URL: input }).loyaltyApiUrl).toBe(expected);
  });

  it.each([
    'api.example.com',
    'ftp://api.example.com',
    'https://user:secret@api.example.com',
    'https://api.example.com/?x=1',
    'https://api.example.com/#top',
    'javascript:alert(1)',
  ])('rejects API URL %s', (input) => {
    expect(() => parseConfig({ PUBLIC_LOYALTY_API_URL: input })).toThrow(/PUBLIC_LOYALTY_API_URL/);
  });

  it.each([
    ['PUBLIC_CONTACT_EMAIL', 'not-an-email'],
    ['PUBLIC_CONTACT_EMAIL', 'a b@example.com'],
    ['PUBLIC_PRIVACY_POLICY_URL', '//cdn.example/policy.pdf'],
    ['PUBLIC_PRIVACY_POLICY_URL', 'javascript:alert(1)'],
    ['PUBLIC_REGISTRATION_URL', 'rejestracja'],
    ['PUBLIC_SELLER_SYSTEM_NAME', 'x'.repeat(61)],
  ])('rejects %s=%s', (key, value) => {
    expect(() => parseConfig({ [key]: value })).toThrow(key);
  });

  it('accepts site paths and absolute URLs for the links', () => {
    const config = parseConfig({
      PUBLIC_PRIVACY_POLICY_URL: 'https://hurtownia.example/polityka.pdf',
      PUBLIC_REGISTRATION_URL: '/rejestracja',
      PUBLIC_SELLER_SYSTEM_NAME: 'Hurtownia Plus',
    });
    expect(config.privacyPolicyUrl).toBe('https://hurtownia.example/polityka.pdf');
    expect(config.registrationUrl).toBe('/rejestracja');
    expect(config.sellerSystemName).toBe('Hurtownia Plus');
  });

  it('names every bad setting at once', () => {
    try {
      parseConfig({ PUBLIC_LOYALTY_API_URL: 'nope', PUBLIC_CONTACT_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('apiOrigin', () => {
  it('is null for the same origin and the origin otherwise', () => {
    expect(apiOrigin(parseConfig({}))).toBeNull();
    expect(apiOrigin(parseConfig({ PUBLIC_LOYALTY_API_URL: 'https://api.example.com:8443/v1/' }))).toBe(
      'https://api.example.com:8443',
    );
  });
});
