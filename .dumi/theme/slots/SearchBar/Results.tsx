import { FormattedMessage, Link } from 'dumi';
import { Fragment } from 'react';
import type { HighlightText, SearchHint, SearchResultGroup } from '../../../../src/search/types';
import { useStagedCount } from '../../../../src/search/useStagedCount';
import { HintIcon } from './icons';
import 'dumi/theme-default/slots/SearchResult/index.less';

/**
 * Options rendered in the first frame of a new result: the popover (460 px high, 62 px an
 * option) shows fewer than 8, so the rest of up to 40 can follow a frame later unseen.
 */
export const FIRST_FRAME_OPTIONS = 10;

/** Props of the result list. */
export interface ResultsProps {
  /** Element id of the listbox, referenced by the input's `aria-controls`. */
  id: string;
  /** Accessible name of the listbox. */
  label: string;
  groups: SearchResultGroup[];
  loading: boolean;
  /** Index into the flattened hints of the highlighted option, or -1. */
  activeIndex: number;
  /** Element id of the option at `index`, for `aria-activedescendant`. */
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  /** Called after a result link was clicked. */
  onSelect: (hint: SearchHint) => void;
}

/** Text segments as text nodes, matches inside `<mark>`: nothing typed becomes markup. */
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

/**
 * The results popover body in dumi's SearchResult look (`dumi-default-search-result`), as an
 * ARIA listbox whose options are the result links.
 */
export default function Results({
  id,
  label,
  groups,
  loading,
  activeIndex,
  optionId,
  onHover,
  onSelect,
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
                        <Highlight texts={hint.highlightTitleTexts} />
                      </h4>
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
