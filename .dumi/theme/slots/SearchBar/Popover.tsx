import type { ResultKind, SearchResultGroup } from '@site/shared/search/types';
import KindFilter from './KindFilter';
import Recent from './Recent';
import Results from './Results';

interface PopoverProps {
  listId: string;
  message: (id: string) => string;
  /** The recent searches while the box is empty; undefined once it has a query. */
  recent: string[] | undefined;
  kind: ResultKind | undefined;
  onKind: (kind: ResultKind | undefined) => void;
  kindLabels: Record<ResultKind | 'all', string>;
  result: SearchResultGroup[];
  loading: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPickRecent: (query: string) => void;
  onForgetRecent: () => void;
  /** A result was opened by a click (its link navigates itself). */
  onOpened: () => void;
}

/** Under the box: the recent searches, or the kind filter and the results. */
export default function Popover({ listId, message, recent, ...props }: PopoverProps) {
  return (
    <div className="dumi-default-search-popover">
      <section>
        {recent ? (
          <Recent
            id={listId}
            label={message('search.recent')}
            clearLabel={message('search.recent.clear')}
            recent={recent}
            activeIndex={props.activeIndex}
            optionId={props.optionId}
            onHover={props.onHover}
            onPick={props.onPickRecent}
            onClear={props.onForgetRecent}
          />
        ) : (
          <>
            <KindFilter
              kind={props.kind}
              onKind={props.onKind}
              labels={props.kindLabels}
              label={message('search.filter')}
            />
            <Results
              id={listId}
              label={message('search.results')}
              groups={props.result}
              loading={props.loading}
              activeIndex={props.activeIndex}
              optionId={props.optionId}
              onHover={props.onHover}
              onSelect={props.onOpened}
              kindLabels={props.kindLabels}
            />
          </>
        )}
      </section>
    </div>
  );
}
