import { typeset } from '../../lib/format/typography';
import './button.css';

/**
 * What a link pointed at and the API does not know (a 404: a stale ?cel= or ?zadanie=).
 * Said once, here (its query reports no toast for it: reportUnlessMissing, src/lib/query), and with no
 * retry, which cannot bring it back: only a way on.
 */
export function MissingState({ text, action, onAction }: { text: string; action: string; onAction(): void }) {
  return (
    <div className="list-state" role="status">
      <p>{typeset(text)}</p>
      <button type="button" className="ui-btn ui-btn--primary" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
