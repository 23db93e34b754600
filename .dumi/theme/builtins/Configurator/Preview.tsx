import { ConfiguredTable } from '@site/client/configurator/ConfiguredTable';
import { themeOf } from '@site/shared/configurator/model';
import type { ConfiguratorState } from '@site/shared/configurator/state';
import type { CSSProperties } from 'react';

/** The custom properties of table.css the choices set, as a `style` for the preview's box. */
export function themeStyle(state: ConfiguratorState): CSSProperties | undefined {
  const theme = themeOf(state);
  if (theme.length === 0) return undefined;
  return Object.fromEntries(theme.map(({ property, value }) => [property, value]));
}

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
        // The look chosen, as the code's table-theme.css sets it (the custom properties inherit).
        style={themeStyle(state)}
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
