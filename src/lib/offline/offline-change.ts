/**
 * Nothing that spends points or changes data is queued or sent later (docs/decisions/024):
 * while the browser knows it has no network at all (navigator.onLine false), the HTTP
 * client does not send such a call and throws this instead, so the form that asked keeps
 * what the participant typed and says why. (When the browser believes it is online, the
 * call is sent and fails or succeeds on its own.)
 */
/** D13's default and sentence, and that nothing went out (so nothing will happen later either). */
export const OFFLINE_CHANGE_ERROR =
  'Coś poszło nie tak... Nie udało się połączyć z serwerem programu. Nic nie zostało wysłane: sprawdź połączenie i spróbuj ponownie.';

export class OfflineChangeError extends Error {
  override name = 'OfflineChangeError';
  constructor() {
    super(OFFLINE_CHANGE_ERROR);
  }
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Throws, while the browser is offline, before the HTTP client sends a change (src/lib/api/client.ts). */
export function refuseOfflineChange(): void {
  if (offline()) throw new OfflineChangeError();
}
