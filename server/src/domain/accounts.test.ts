import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, linkState, maskEmail, warsawDateTime, type AccountLink } from './accounts.ts';

describe('passwords', () => {
  it('hash with argon2id', async () => {
    const h = await hashPassword('Demo!2345');
    expect(h).toMatch(/^\$argon2id\$/);
    expect(await verify(h, 'Demo!2345')).toBe(true);
  });
});

describe('links and e-mails', () => {
  const link = (over: Partial<AccountLink>): AccountLink => ({
    id: 'x',
    participantId: 1,
    purpose: 'restore',
    createdAt: new Date('2026-06-15T10:00:00Z'),
    expiresAt: new Date('2026-06-17T10:00:00Z'),
    usedAt: null,
    ...over,
  });

  it('tell a valid link from a used or expired one', () => {
    expect(linkState(link({}), new Date('2026-06-17T09:59:59Z'))).toBe('valid');
    expect(linkState(link({}), new Date('2026-06-17T10:00:00Z'))).toBe('expired');
    expect(linkState(link({ usedAt: new Date('2026-06-15T11:00:00Z') }), new Date('2026-06-18T00:00:00Z'))).toBe(
      'used',
    );
  });

  it('mask an e-mail address and show dates in Warsaw time', () => {
    expect(maskEmail('anna@punkty.example')).toBe('a***@punkty.example');
    expect(warsawDateTime(new Date('2026-06-17T10:00:00Z'))).toBe('17.06.2026 12:00');
    expect(warsawDateTime(new Date('2026-01-05T23:30:00Z'))).toBe('06.01.2026 00:30');
  });
});
