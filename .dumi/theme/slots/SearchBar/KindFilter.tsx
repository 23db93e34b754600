import { RESULT_KINDS, type ResultKind } from '@site/shared/search/types';

interface KindFilterProps {
  kind: ResultKind | undefined;
  onKind: (kind: ResultKind | undefined) => void;
  /** Each kind's label, and `all`'s. */
  labels: Record<ResultKind | 'all', string>;
  label: string;
}

/** Buttons that narrow the results to one kind; Tab from the box reaches them. */
export default function KindFilter({ kind, onKind, labels, label }: KindFilterProps) {
  return (
    <div className="site-search-kinds" role="group" aria-label={label}>
      {[undefined, ...RESULT_KINDS].map((entry) => (
        <button
          key={entry ?? 'all'}
          type="button"
          aria-pressed={kind === entry}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onKind(entry)}
        >
          {labels[entry ?? 'all']}
        </button>
      ))}
    </div>
  );
}
