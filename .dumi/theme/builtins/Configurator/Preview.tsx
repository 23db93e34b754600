import { ConfiguredTable } from '@site/client/configurator/ConfiguredTable';
import type { ConfiguratorState } from '@site/shared/configurator/state';

/** "The table": the live table the choices make, in a scroll box when the page can hold one. */
export function Preview(props: { state: ConfiguratorState; title: string; idPrefix: string }) {
  const { state, idPrefix } = props;
  const scrolls = !state.sticky;
  return (
    <section>
      <h2 id={`${idPrefix}-preview`}>{props.title}</h2>
      {/* A scroll box for a table wider than the page; not with sticky, which sticks to the window. */}
      <div
        className="site-configurator-preview"
        data-scrolls={scrolls || undefined}
        // Right to left, the table sits in a right-to-left box, as in a page written that way.
        dir={state.rtl ? 'rtl' : undefined}
        {...(scrolls
          ? { tabIndex: 0, role: 'region', 'aria-labelledby': `${idPrefix}-preview` }
          : {})}
      >
        {/* rc-table 7.30.3 memoises `sticky` without it among the memo's inputs (useSticky): a
            mounted table keeps what it first saw, so the table mounts anew when it changes. */}
        <ConfiguredTable key={state.sticky ? 'sticky' : 'plain'} state={state} />
      </div>
    </section>
  );
}
