import { percentOf } from '../../lib/goals/display';

interface Props {
  /** 0..1 */
  share: number;
  /** What the bar measures, for screen readers (the visible text says the same). */
  label: string;
  /** e.g. "139 z 150 szt. (92%)" */
  valueText: string;
  /** Thresholds along the bar, as shares 0..1 (the steps of a plan). */
  marks?: { share: number; reached: boolean; label: string }[];
  tone?: 'active' | 'done' | 'muted';
}

/** A progress bar with ARIA values; marks show where the steps of a plan are. */
export default function ProgressBar({ share, label, valueText, marks = [], tone = 'active' }: Props) {
  const percent = percentOf(share);
  return (
    <div
      className={`progress progress--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className="progress__fill" style={{ inlineSize: `${Math.min(100, share * 100)}%` }} />
      {marks.map((mark) => (
        <span
          key={mark.label}
          className={`progress__mark${mark.reached ? ' progress__mark--reached' : ''}`}
          style={{ insetInlineStart: `${Math.min(100, Math.max(0, mark.share * 100))}%` }}
          title={mark.label}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
