import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/forms.css';
import '../ui/card.css';
import './awards.css';
import { getAward, setWish } from '../../lib/api/awards';
import type { AwardDetail } from '../../lib/awards/parse';
import { handleError, statusOf } from '../../lib/errors';
import { $points, loadPoints } from '../../lib/stores/account';
import { showSuccess } from '../../lib/toast/toast';
import ApiImage from '../ui/ApiImage';
import { cardImageId } from '../../lib/awards/picture';
import FactCards from './FactCards';
import { positiveInt } from '../../lib/url';
import { ErrorState } from '../ui/ListStates';
import { typeset } from '../../lib/format/typography';

// The order form is the heaviest part: its code loads while the award itself loads.
const loadOrderPanel = () => import('./OrderPanel');
const OrderPanel = lazy(loadOrderPanel);

type View =
  | { state: 'loading' }
  | { state: 'missing'; message: string }
  | { state: 'error'; message: string }
  | { state: 'ok'; award: AwardDetail };

/** The award id of /award/:awardId, or null for anything that is not a positive integer. */
export function awardIdFromPath(pathname: string): number | null {
  const match = /^\/award\/([^/]+)\/?$/.exec(pathname);
  return match ? positiveInt(decodeURIComponent(match[1]!)) : null;
}

const NO_SUCH_AWARD = 'Ten adres nie wskazuje żadnej nagrody. Sprawdź link albo wybierz nagrodę z katalogu.';

/** The award page (/award/:awardId, served from one static shell): pictures, facts, description, wish and order. */
export default function AwardPage() {
  const [view, setView] = useState<View>({ state: 'loading' });
  const [awardId, setAwardId] = useState<number | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const id = awardIdFromPath(location.pathname);
    if (id === null) setView({ state: 'missing', message: NO_SUCH_AWARD });
    else {
      setAwardId(id);
      void loadOrderPanel();
    }
    if (!$points.get()) void loadPoints();
  }, []);

  const load = useCallback(
    (quiet: boolean) => {
      if (awardId === null) return () => {};
      let live = true;
      if (!quiet) setView({ state: 'loading' });
      getAward(awardId).then(
        (award) => {
          if (!live) return;
          setView({ state: 'ok', award });
          document.title = `${award.name} — Punkty`;
        },
        (error: unknown) => {
          if (!live) return;
          if (statusOf(error) === 404) {
            setView({ state: 'missing', message: 'Nie znaleźliśmy tej nagrody. Mogła zostać wycofana z katalogu.' });
          } else if (!quiet) {
            setView({ state: 'error', message: handleError(error) });
          }
        },
      );
      return () => {
        live = false;
      };
    },
    [awardId],
  );

  useEffect(() => load(tick > 0), [load, tick]);

  if (view.state === 'missing') {
    return (
      <section className="award-missing ui-card" aria-labelledby="award-missing-title">
        <h1 id="award-missing-title">Nie ma takiej nagrody</h1>
        <p>{view.message}</p>
        <p className="award-missing__links">
          <a className="ui-btn ui-btn--primary" href="/awards-catalog">
            Przejdź do katalogu nagród
          </a>
          <a className="ui-btn ui-btn--ghost" href="/awards">
            Wróć do Nagród
          </a>
        </p>
      </section>
    );
  }
  if (view.state === 'error') {
    return (
      <>
        <h1>Nagroda</h1>
        <ErrorState title="Nie udało się wczytać nagrody." onRetry={() => load(false)} />
      </>
    );
  }
  if (view.state === 'loading') return <AwardSkeleton />;

  const { award } = view;
  const paragraphs = award.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article className="award">
      <nav className="award__crumbs" aria-label="Okruszki">
        <ol>
          <li>
            <a href="/awards">Nagrody</a>
          </li>
          <li>
            <a href="/awards-catalog">Katalog</a>
          </li>
          {award.groupName && (
            <li>
              <a href={`/awards-catalog?grupa=${award.groupId}`}>{typeset(award.groupName)}</a>
            </li>
          )}
          {award.categoryName && <li aria-current="page">{typeset(award.categoryName)}</li>}
        </ol>
      </nav>
      <div className="award__layout">
        <div className="award__media">
          <ApiImage
            kind="award"
            id={cardImageId(award)}
            alt={award.canOrder ? award.name : `${award.name} (teraz niedostępna)`}
            aspectRatio="4 / 3"
            eager
          />
        </div>
        <div className="award__side">
          <div className="award__head">
            {award.isNew && (
              <p>
                <span className="aw-badge aw-badge--new">Nowość</span>
              </p>
            )}
            <h1 className="award__name">{typeset(award.name)}</h1>
            {award.shortDescription && <p className="award__short">{typeset(award.shortDescription)}</p>}
            <FactCards award={award} />
            <WishButton award={award} onChange={(wished) => setView({ state: 'ok', award: { ...award, wished } })} />
          </div>
          {award.deliveryMethod ? (
            <Suspense fallback={<OrderPanelSkeleton />}>
              <OrderPanel
                key={award.awardId}
                award={{ ...award, deliveryMethod: award.deliveryMethod }}
                onChanged={() => setTick((t) => t + 1)}
              />
            </Suspense>
          ) : (
            <section className="order-panel ui-card">
              <h2 className="order-panel__title">Zamów nagrodę</h2>
              <p className="notice notice--info">
                {typeset(
                  'Sposób dostawy tej nagrody: brak informacji. Zamówienie przez portal nie jest teraz możliwe — skontaktuj się z opiekunem programu.',
                )}
              </p>
            </section>
          )}
        </div>
        <section className="award__description" aria-labelledby="award-description">
          <h2 id="award-description">Opis nagrody</h2>
          {paragraphs.length ? paragraphs.map((p, i) => <p key={i}>{typeset(p)}</p>) : <p>Brak opisu.</p>}
        </section>
      </div>
    </article>
  );
}

function WishButton({ award, onChange }: { award: AwardDetail; onChange: (wished: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    const next = !award.wished;
    setBusy(true);
    onChange(next); // at once; put back if the server says no
    try {
      const wished = await setWish(award.awardId, next);
      onChange(wished);
      showSuccess(wished ? 'Dodano do listy życzeń.' : 'Usunięto z listy życzeń.');
    } catch (error) {
      onChange(!next);
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="ui-btn ui-btn--ghost wish-button"
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true" className="wish-button__icon">
        {award.wished ? '♥' : '♡'}
      </span>
      {award.wished ? 'Usuń z listy życzeń' : 'Dodaj do listy życzeń'}
    </button>
  );
}

function OrderPanelSkeleton() {
  return (
    <section className="order-panel ui-card" aria-busy="true">
      <h2 className="order-panel__title">Zamów nagrodę</h2>
      <span className="skeleton award__button-skeleton" />
      <span className="skeleton award__field-skeleton" />
      <span className="skeleton award__order-skeleton" />
    </section>
  );
}

function AwardSkeleton() {
  return (
    <div className="award award--loading" role="status" aria-busy="true">
      <span className="visually-hidden">Ładowanie nagrody</span>
      <span className="skeleton award__crumbs-skeleton" aria-hidden="true" />
      <div className="award__layout" aria-hidden="true">
        <div className="award__media">
          <span className="skeleton award__image-skeleton" />
        </div>
        <div className="award__head award__side">
          <span className="skeleton award__title-skeleton" />
          <span className="skeleton award__line-skeleton" />
          <div className="aw-facts">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="skeleton aw-fact aw-fact--skeleton" style={{ gridColumn: 'span 3' }} />
            ))}
          </div>
          <span className="skeleton award__button-skeleton" />
        </div>
      </div>
    </div>
  );
}
