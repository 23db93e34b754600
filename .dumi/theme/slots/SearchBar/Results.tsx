import { FormattedMessage, Link } from 'dumi';
import { Fragment } from 'react';
import type {
  HighlightText,
  ResultKind,
  SearchHint,
  SearchResultGroup,
} from '@site/shared/search/types';
import { useStagedCount } from '@site/client/search/useStagedCount';
import { HintIcon } from './icons';
import 'dumi/theme-default/slots/SearchResult/index.less';

/** Options in a new result's first frame: the popover shows fewer than 8; the rest follow. */
export const FIRST_FRAME_OPTIONS = 10;

export interface ResultsProps {
  /** For the input's `aria-controls`. */
  id: string;
  label: string;
  groups: SearchResultGroup[];
  loading: boolean;
  /** Into the flattened hints; -1 for none. */
  activeIndex: number;
  /** For `aria-activedescendant`. */
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onSelect: (hint: SearchHint) => void;
  /** The label of each kind of result, shown before its title. */
  kindLabels: Record<ResultKind, string>;
}

/** Text nodes, matches in `<mark>`: nothing typed becomes markup. */
function Highlight({ texts }: { texts: HighlightText[] }) {
  return (
    <>
      {texts.map((segment, index) => (
        <Fragment key={index}>
          {segment.highlighted ? <mark>{segment.text}</mark> : segment.text}
        </Fragment>
      ))}
    </>
  );
}

/** The results in dumi's SearchResult look, as an ARIA listbox of links. */
export default function Results({
  id,
  label,
  groups,
  loading,
  activeIndex,
  optionId,
  onHover,
  onSelect,
  kindLabels,
}: ResultsProps) {
  const total = groups.reduce((sum, group) => sum + group.hints.length, 0);
  const shown = useStagedCount(
    groups,
    total,
    FIRST_FRAME_OPTIONS,
    activeIndex >= FIRST_FRAME_OPTIONS,
  );
  if (loading || !groups.length) {
    return (
      <div className="dumi-default-search-result" id={id} role="status">
        <div className="dumi-default-search-empty">
          <FormattedMessage id={loading ? 'search.loading' : 'search.not.found'} />
        </div>
      </div>
    );
  }
  let index = 0;
  return (
    <div className="dumi-default-search-result" onMouseDown={(event) => event.preventDefault()}>
      <dl role="listbox" id={id} aria-label={label}>
        {groups.map((group, groupIndex) => {
          if (index >= shown) return null;
          return (
            <Fragment key={`${group.title ?? ''}-${groupIndex}`}>
              {group.title && <dt aria-hidden="true">{group.title}</dt>}
              {group.hints.map((hint) => {
                const current = index++;
                if (current >= shown) return null;
                return (
                  <dd key={current} role="none">
                    <Link
                      to={hint.link}
                      id={optionId(current)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={current === activeIndex}
                      data-active={current === activeIndex || undefined}
                      data-type={hint.type}
                      onMouseEnter={() => onHover(current)}
                      onClick={() => onSelect(hint)}
                    >
                      <HintIcon type={hint.type} />
                      <h4>
                        <span className="site-search-kind" data-kind={hint.kind}>
                          {kindLabels[hint.kind]}
                        </span>{' '}
                        <Highlight texts={hint.highlightTitleTexts} />
                      </h4>
                      {hint.path.length > 0 && (
                        <span className="site-search-path">{hint.path.join(' › ')}</span>
                      )}
                      <p>
                        <Highlight texts={hint.highlightTexts} />
                      </p>
                    </Link>
                  </dd>
                );
              })}
            </Fragment>
          );
        })}
      </dl>
    </div>
  );
}
