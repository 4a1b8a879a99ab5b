import { hash } from '@node-rs/argon2';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../types.ts';
import type { SeedContext } from './context.ts';

export const DEMO_PASSWORD = 'Demo!2345';

export async function seedParticipants(tx: Queryable, clock: Clock): Promise<SeedContext['participants']> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const insert = async (values: Record<string, unknown>) => {
    const cols = Object.keys(values);
    const rows = await tx.query<{ id: number }>(
      `insert into participant (${cols.join(', ')}, created_at) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}, $${cols.length + 1}) returning id`,
      [...Object.values(values), clock.now()],
    );
    return rows[0]!.id;
  };
  const demo = await insert({
    username: 'demo',
    email: 'demo@punkty.example',
    password_hash: passwordHash,
    group_code: 'STD',
    store_name: 'Sklep Spożywczy „Pod Lipami” Spółka Cywilna Anna i Tomasz Wiśniewscy',
    firstname: 'Anna',
    lastname: 'Wiśniewska',
    nip: '5261040828',
    phone: '+48 601 234 567',
    street: 'ul. Lipowa 12',
    postal_code: '05-800',
    city: 'Pruszków',
    bank_account: 'PL61109010140000071219812874',
    consent_rules: true,
    consent_marketing: true,
  });
  const frsh = await insert({
    username: 'frsh',
    email: 'frsh@punkty.example',
    password_hash: passwordHash,
    group_code: 'FRSH',
    store_name: 'Delikatesy Świeżość',
    firstname: 'Łukasz',
    lastname: 'Żółkiewski',
    nip: '7740001454',
    phone: '+48 502 111 222',
    street: 'ul. Świętojańska 5/3',
    postal_code: '81-368',
    city: 'Gdynia',
    bank_account: '',
    consent_rules: true,
  });
  const nowy = await insert({
    username: 'nowy',
    email: 'nowy@punkty.example',
    password_hash: null,
    group_code: 'STD',
    store_name: 'Kiosk Nowy',
    firstname: 'Jan',
    lastname: 'Nowak',
  });
  return { demo, frsh, nowy };
}
