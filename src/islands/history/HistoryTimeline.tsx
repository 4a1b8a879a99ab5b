import { formatDateTime } from '../../lib/format/date';
import { capitalised } from '../../lib/format/money-words';
import type { IslandIconName } from '../../lib/icons';
import { KIND_LABELS, entryExplanation, entryLink, entryMoves, signedPoints } from '../../lib/history/labels';
import type { HistoryEntry, HistorySource } from '../../lib/history/queries';
import Icon from '../ui/Icon';
import { typeset } from '../../lib/format/typography';

const SOURCE_ICONS: Record<HistorySource, IslandIconName> = {
  plan: 'target',
  task: 'checklist',
  order: 'gift',
  expiry: 'info',
  correction: 'edit',
};

/** The colour of an entry follows its saldo: up, down, or (a block, its return) as it was. */
function direction(balanceMove: number): 'in' | 'out' | 'neutral' {
  if (balanceMove === 0) return 'neutral';
  return balanceMove > 0 ? 'in' : 'out';
}

/** The entries of one page, newest first, as a timeline. */
export default function HistoryTimeline({ entries, busy }: { entries: readonly HistoryEntry[]; busy: boolean }) {
  return (
    <ol className="history-timeline ui-card" aria-busy={busy || undefined} data-busy={busy || undefined}>
      {entries.map((entry) => {
        const link = entryLink(entry);
        const moves = entryMoves(entry);
        const dir = direction(moves[0]!.value);
        return (
          <li key={entry.entryId} className={`history-entry history-entry--${dir}`} data-kind={entry.kind}>
            <span className="history-entry__icon" aria-hidden="true">
              <Icon name={SOURCE_ICONS[entry.sourceType]} size={18} />
            </span>
            <div className="history-entry__body">
              <p className="history-entry__meta">
                <span className={`history-entry__kind history-entry__kind--${entry.kind}`}>
                  {KIND_LABELS[entry.kind]}
                </span>
                <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
              </p>
              <p className="history-entry__title">{typeset(entry.description || KIND_LABELS[entry.kind])}</p>
              <p className="history-entry__why">{typeset(entryExplanation(entry))}</p>
              {link && (
                <a className="history-entry__link" href={link.href}>
                  {link.label}
                </a>
              )}
            </div>
            <dl className="history-entry__amount">
              {moves.map((m) => (
                <div key={m.key} className={`history-entry__move history-entry__move--${m.key}`}>
                  <dt>{capitalised(m.term)}</dt>
                  <dd>{signedPoints(m.value, entry.currency)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}

/** The list while it loads: rows of the entries' size, so nothing moves when they come. */
export function HistoryTimelineSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="history-timeline ui-card history-timeline--loading" role="status" aria-busy="true">
      <span className="visually-hidden">Ładowanie historii…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="history-entry history-entry--skeleton" aria-hidden="true">
          <span className="history-entry__icon skeleton" />
          <div className="history-entry__body">
            <span className="skeleton skeleton--text skeleton--short" />
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--text skeleton--short" />
          </div>
          <span className="skeleton skeleton--text history-entry__amount-skeleton" />
        </div>
      ))}
    </div>
  );
}
