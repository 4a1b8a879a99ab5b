import type { CSSProperties } from 'react';
import { config } from '../../lib/config/config';
import { deliveryLabel } from '../../lib/awards/delivery';
import { cardCount } from '../../lib/awards/limits';
import type { AwardDetail } from '../../lib/api/awards-parse';
import { formatPoints } from '../../lib/format/number';
import { typeset } from '../../lib/format/typography';

/**
 * The award's facts as cards in a 12-column row: price and delivery always, the
 * participant's limit and the stock when given; each spans cardCount() columns (spec
 * section 9), so two, three or four cards fill the row.
 */
export default function FactCards({
  award,
  cueSlot,
}: {
  award: AwardDetail;
  /** Where the order form says, under the price, why the award cannot be ordered now (AwardPage). */
  cueSlot?: (element: HTMLElement | null) => void;
}) {
  const span = cardCount(award.userLimit, award.remainingAmount);
  const style = { '--span': span } as CSSProperties;
  return (
    <dl className="aw-facts" data-span={span}>
      <div className="aw-fact" style={style}>
        <dt>Cena</dt>
        <dd>
          {/* Not orderable now: the price is not in the colour of one that is, and the reason is under it. */}
          <strong
            className={award.canOrder ? 'aw-fact__value' : 'aw-fact__value aw-fact__value--off'}
            data-currency={award.currency}
          >
            {formatPoints(award.price, award.currency)}
          </strong>
          <span className="aw-fact__note">za sztukę</span>
          {cueSlot && <span className="award__order-slot" ref={cueSlot} />}
        </dd>
      </div>
      <div className="aw-fact" style={style}>
        <dt>Sposób dostawy</dt>
        <dd>
          <strong className="aw-fact__value aw-fact__value--text">
            {typeset(deliveryLabel(award.deliveryMethod, config.sellerSystemName))}
          </strong>
        </dd>
      </div>
      {award.userLimit !== null && (
        <div className="aw-fact" style={style}>
          <dt>Limit na uczestnika</dt>
          <dd>
            <strong className="aw-fact__value">{award.userLimit} szt.</strong>
            <span className="aw-fact__note">zamówione przez Ciebie: {award.orderedByUser} szt.</span>
          </dd>
        </div>
      )}
      {award.remainingAmount !== null && (
        <div className="aw-fact" style={style}>
          <dt>W magazynie</dt>
          <dd>
            <strong className="aw-fact__value">{award.remainingAmount} szt.</strong>
            <span className="aw-fact__note">{award.remainingAmount === 0 ? 'chwilowo brak' : 'dostępne od ręki'}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
