import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/forms.css';
import '../ui/card.css';
import './awards.css';
import { awardIdFromPath } from '../../lib/awards/address';
import { awardQuery, cachedCard, type AwardCard, type AwardDetail } from '../../lib/awards/queries';
import { isMissing } from '../../lib/query/query';
import { wishAward } from '../../lib/awards/wish-actions';
import { handleError } from '../../lib/errors';
import { showSuccess } from '../../lib/toast/toast';
import ApiImage from '../ui/ApiImage';
import { cardImageId } from '../../lib/awards/picture';
import FactCards from './FactCards';
import { ErrorState } from '../ui/ListStates';
import { useHydrated } from '../ui/useHydrated';
import { useQuery } from '../ui/useQuery';
import { typeset } from '../../lib/format/typography';

// The order form is the heaviest part: its code loads while the award itself loads.
const loadOrderPanel = () => import('./OrderPanel');
const OrderPanel = lazy(loadOrderPanel);

const NO_SUCH_AWARD = 'Ten adres nie wskazuje żadnej nagrody. Sprawdź link albo wybierz nagrodę z katalogu.';
const WITHDRAWN = 'Nie znaleźliśmy tej nagrody. Mogła zostać wycofana z katalogu.';

/** The award page (/award/:awardId, served from one static shell): pictures, facts, description, wish and order. */
export default function AwardPage() {
  // The address is read once the static HTML is hydrated (the server render knows none).
  const hydrated = useHydrated();
  const awardId = hydrated ? awardIdFromPath(location.pathname) : undefined;
  const view = useQuery(awardId ? awardQuery(awardId) : null);
  const award = view.data;
  // Opened from a list of the session, the award shows what that list knew at once.
  const card = useMemo(() => (awardId ? cachedCard(awardId) : null), [awardId]);
  const name = award?.name ?? card?.name;

  useEffect(() => {
    if (awardId) void loadOrderPanel();
  }, [awardId]);

  useEffect(() => {
    if (name) document.title = `${name} — Punkty`;
  }, [name]);

  const missing = awardId === null ? NO_SUCH_AWARD : isMissing(view.failure) ? WITHDRAWN : null;
  if (missing) {
    return (
      <section className="award-missing ui-card" aria-labelledby="award-missing-title">
        <h1 id="award-missing-title">Nie ma takiej nagrody</h1>
        <p>{missing}</p>
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
  if (view.status === 'error') {
    return (
      <>
        <h1>Nagroda</h1>
        <ErrorState title="Nie udało się wczytać nagrody." onRetry={view.retry} />
      </>
    );
  }
  if (award) return <AwardView award={award} />;
  return card ? <AwardView award={fromCard(card)} preview /> : <AwardSkeleton />;
}

/** A list's card as the page's award until the award's own answer comes: no limits, no description yet. */
const fromCard = (card: AwardCard): AwardDetail => ({
  ...card,
  description: '',
  groupName: '',
  categoryName: '',
  userLimit: null,
  remainingAmount: null,
  orderedByUser: 0,
  maxOrderable: null,
});

/** The award; as a `preview` (a list's card) the order form and the description wait for the award's own answer. */
function AwardView({ award, preview = false }: { award: AwardDetail; preview?: boolean }) {
  // Where the order form puts its order button, beside the name and the price, or under the
  // price why the award cannot be ordered now.
  const [orderSlot, setOrderSlot] = useState<HTMLElement | null>(null);
  const [cueSlot, setCueSlot] = useState<HTMLElement | null>(null);
  const paragraphs = award.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article className="award" aria-busy={preview || undefined}>
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
      {/* The name, the price and the order button first (above the picture on a phone or a
          tablet), so they show without scrolling (issue 28). */}
      <div className="award__layout">
        <div className="award__head">
          {award.isNew && (
            <p>
              <span className="aw-badge aw-badge--new">Nowość</span>
            </p>
          )}
          <h1 className="award__name">{typeset(award.name)}</h1>
          {award.shortDescription && <p className="award__short">{typeset(award.shortDescription)}</p>}
          <FactCards award={award} cueSlot={setCueSlot} />
          <div className="award__actions">
            <span className="award__order-slot" ref={setOrderSlot} />
            <WishButton award={award} />
          </div>
        </div>
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
          {preview ? (
            <OrderPanelSkeleton />
          ) : award.deliveryMethod ? (
            <Suspense fallback={<OrderPanelSkeleton />}>
              <OrderPanel
                key={award.awardId}
                award={{ ...award, deliveryMethod: award.deliveryMethod }}
                orderSlot={orderSlot}
                cueSlot={cueSlot}
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
          {preview ? (
            <span className="skeleton award__line-skeleton" aria-hidden="true" />
          ) : paragraphs.length ? (
            paragraphs.map((p, i) => <p key={i}>{typeset(p)}</p>)
          ) : (
            <p>Brak opisu.</p>
          )}
        </section>
      </div>
    </article>
  );
}

function WishButton({ award }: { award: AwardDetail }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // Shown at once; put back if the server says no.
      const wished = await wishAward(award.awardId, !award.wished);
      showSuccess(wished ? 'Dodano do listy życzeń.' : 'Usunięto z listy życzeń.');
    } catch (error) {
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
        <div className="award__head">
          <span className="skeleton award__title-skeleton" />
          <span className="skeleton award__line-skeleton" />
          <div className="aw-facts">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="skeleton aw-fact aw-fact--skeleton" style={{ gridColumn: 'span 3' }} />
            ))}
          </div>
          <span className="skeleton award__button-skeleton" />
        </div>
        <div className="award__media">
          <span className="skeleton award__image-skeleton" />
        </div>
      </div>
    </div>
  );
}
