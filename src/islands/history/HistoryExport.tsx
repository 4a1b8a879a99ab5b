import { useRef, useState } from 'react';
import { handleError } from '../../lib/errors';
import { NOUNS, formatCount } from '../../lib/format/plural';
import { activeFilterCount, type HistoryFilters } from '../../lib/history/filters';
import { showSuccess } from '../../lib/toast/toast';

interface Props {
  /** null until the URL is read. */
  filters: HistoryFilters | null;
  /** How many entries the filters select, once known. */
  total: number | null;
}

/** Export of the filtered history (every page, not only the one shown) as a CSV file. */
export default function HistoryExport({ filters, total }: Props) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const running = useRef(false);

  const run = async () => {
    if (!filters || running.current) return;
    running.current = true;
    setBusy(true);
    setStatus('Przygotowujemy plik…');
    try {
      // The export's code loads on the first click: most visits never export.
      const [{ EXPORT_MAX_PAGES, EXPORT_PER, downloadText, fetchAllHistory }, { csvFileName, historyCsv }] =
        await Promise.all([import('../../lib/history/export'), import('../../lib/history/csv')]);
      const result = await fetchAllHistory(filters, (done, pages) =>
        setStatus(pages > 1 ? `Pobieramy wpisy: ${done} z ${pages} części…` : 'Przygotowujemy plik…'),
      );
      downloadText(historyCsv(result.entries), csvFileName());
      const cut = result.total > EXPORT_PER * EXPORT_MAX_PAGES;
      const done = `Pobrano plik: ${formatCount(result.entries.length, NOUNS.entry)}.`;
      setStatus(cut ? `${done} Zawęź daty, aby pobrać resztę.` : done);
      showSuccess(done);
    } catch (error) {
      setStatus(`Nie udało się przygotować pliku. ${handleError(error)}`);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const scope = filters && activeFilterCount(filters) > 0 ? 'wpisy wybrane filtrami' : 'całą historię';

  return (
    <section className="history-card ui-card history-export" aria-labelledby="history-export-title">
      <h2 id="history-export-title" className="history-card__title">
        Eksport do arkusza
      </h2>
      <p className="history-export__text">
        Pobierz {scope}
        {total !== null && total > 0 ? ` (${formatCount(total, NOUNS.entry)})` : ''} jako plik CSV — otworzysz go w
        Excelu lub LibreOffice.
      </p>
      <button
        type="button"
        className="ui-btn ui-btn--secondary"
        onClick={run}
        disabled={!filters || busy || total === 0}
        aria-describedby="history-export-status"
      >
        {busy ? 'Przygotowujemy plik…' : 'Pobierz CSV'}
      </button>
      <p id="history-export-status" className="history-export__status" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
