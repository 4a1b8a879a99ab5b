import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { checkLink, type LinkInfo, type LinkPurpose, type SetPasswordResult } from '../../lib/account/account';
import { handleError } from '../../lib/errors';
import { formatDateTime } from '../../lib/format/date';
import { linkUuid, type LinkProblem } from '../../lib/account/link';
import RequestLinkForm from './RequestLinkForm';
import SetPasswordForm from './SetPasswordForm';
import '../ui/button.css';
import '../ui/forms.css';
import './link-flow.css';

export type FlowState =
  | { kind: 'init' }
  | { kind: 'request' }
  | { kind: 'sent'; login: string }
  | { kind: 'checking' }
  | { kind: 'check-failed' }
  | { kind: 'form'; info: LinkInfo }
  | { kind: 'done'; username: string }
  | { kind: 'problem'; problem: LinkProblem };

/** What differs between activation and restoration. */
export interface FlowTexts {
  purpose: LinkPurpose;
  base: '/activate-account' | '/restore-password';
  /** The page without a link: what this is and the form for a (new) link. */
  request: { title: string; intro: ReactNode; submit: string };
  sent: (login: string) => ReactNode;
  form: { title: string; intro: (info: LinkInfo) => ReactNode; submit: string };
  done: { title: string; text: (username: string) => ReactNode };
  /** For a link that cannot be used: whether to offer a new one right here. */
  problem: (problem: LinkProblem) => { offerNewLink: boolean; newLinkIntro?: ReactNode; extra?: ReactNode };
}

/**
 * The two halves of an e-mailed-link flow (activation, restoration): without a uuid in
 * the address, ask for a link; with one, check it, then set the password.
 */
export default function LinkFlow({ texts }: { texts: FlowTexts }) {
  const [state, setState] = useState<FlowState>({ kind: 'init' });
  const region = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const { purpose, base } = texts;
  const check = useCallback(
    async (uuid: string) => {
      setState({ kind: 'checking' });
      try {
        const checked = await checkLink(purpose, uuid);
        setState('problem' in checked ? { kind: 'problem', ...checked } : { kind: 'form', ...checked });
      } catch (error) {
        handleError(error);
        setState({ kind: 'check-failed' });
      }
    },
    [purpose],
  );

  // Once, for the page's own address (the page's texts never change).
  useEffect(() => {
    const uuid = linkUuid(location.pathname, base);
    if (uuid) void check(uuid);
    else setState({ kind: 'request' });
  }, [check, base]);

  // A new step after the participant did something: take the focus (and the screen
  // reader) to its heading. Not on the first step, which the page opened with.
  useEffect(() => {
    if (state.kind === 'init' || state.kind === 'checking') return;
    if (!moved.current) {
      moved.current = true;
      return;
    }
    region.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [state]);

  const uuid = () => linkUuid(location.pathname, texts.base) ?? '';
  const sent = (login: string) => setState({ kind: 'sent', login });

  let body: ReactNode;
  switch (state.kind) {
    case 'init':
    case 'checking':
      body = (
        <div className="link-flow__checking" role="status">
          <span className="skeleton link-flow__line" aria-hidden="true" />
          <span className="skeleton link-flow__line link-flow__line--short" aria-hidden="true" />
          <span className="visually-hidden">{state.kind === 'checking' ? 'Sprawdzamy link…' : 'Ładowanie…'}</span>
        </div>
      );
      break;
    case 'request':
      body = (
        <>
          <h2 tabIndex={-1}>{texts.request.title}</h2>
          {texts.request.intro}
          <RequestLinkForm purpose={texts.purpose} submitLabel={texts.request.submit} onSent={sent} />
        </>
      );
      break;
    case 'sent':
      body = (
        <>
          <h2 tabIndex={-1}>Sprawdź skrzynkę e-mail</h2>
          <div className="notice notice--success" role="status">
            {texts.sent(state.login)}
          </div>
          <p>
            E-mail nie dotarł?{' '}
            <button type="button" className="link-button" onClick={() => setState({ kind: 'request' })}>
              Wyślij link jeszcze raz
            </button>
          </p>
        </>
      );
      break;
    case 'check-failed':
      body = (
        <>
          <h2 tabIndex={-1}>Nie udało się sprawdzić linku</h2>
          <p>Sprawdź połączenie z internetem i spróbuj ponownie.</p>
          <p>
            <button type="button" className="ui-btn ui-btn--primary ui-btn--large" onClick={() => void check(uuid())}>
              Spróbuj ponownie
            </button>
          </p>
        </>
      );
      break;
    case 'form':
      body = (
        <>
          <h2 tabIndex={-1}>{texts.form.title}</h2>
          {texts.form.intro(state.info)}
          <p className="field__hint">Link jest ważny do {formatDateTime(state.info.expiresAt)}.</p>
          <SetPasswordForm
            purpose={texts.purpose}
            uuid={uuid()}
            username={state.info.username}
            submitLabel={texts.form.submit}
            onDone={(result: SetPasswordResult) => setState({ kind: 'done', username: result.username })}
            onLinkProblem={(problem) => setState({ kind: 'problem', problem })}
          />
        </>
      );
      break;
    case 'done':
      body = (
        <>
          <h2 tabIndex={-1}>{texts.done.title}</h2>
          <div className="notice notice--success" role="status">
            {texts.done.text(state.username)}
          </div>
          <p>
            <a className="ui-btn ui-btn--primary ui-btn--large" href={`/?login=${encodeURIComponent(state.username)}`}>
              Przejdź do logowania
            </a>
          </p>
        </>
      );
      break;
    case 'problem': {
      const { offerNewLink, newLinkIntro, extra } = texts.problem(state.problem);
      body = (
        <>
          <h2 tabIndex={-1}>{problemTitle(state.problem)}</h2>
          <p className="notice notice--error">{state.problem.message}</p>
          {extra}
          {offerNewLink && (
            <>
              {newLinkIntro}
              <RequestLinkForm purpose={texts.purpose} submitLabel={texts.request.submit} onSent={sent} />
            </>
          )}
        </>
      );
      break;
    }
  }

  return (
    <div className="link-flow" ref={region}>
      {body}
    </div>
  );
}

function problemTitle(problem: LinkProblem): string {
  switch (problem.code) {
    case 'LINK_EXPIRED':
      return 'Link wygasł';
    case 'LINK_USED':
      return 'Link został już użyty';
    case 'ALREADY_ACTIVE':
      return 'Konto jest już aktywne';
    default:
      return 'Nieprawidłowy link';
  }
}
