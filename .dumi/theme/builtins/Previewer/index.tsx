import { useLiveDemo, useLocation, type IPreviewerProps } from 'dumi';
import PreviewerActions from 'dumi/theme/slots/PreviewerActions';
import 'dumi/theme-default/builtins/Previewer/index.less';
import React, { useRef } from 'react';
import { demoTitleTag } from '@site/shared/site/demoHeading';
import { useLiveDirection } from '@site/client/demos/useLiveDirection';
import './index.less';

const IconError = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm2.6 8.5-1.1 1.1L8 9.1l-1.5 1.5-1.1-1.1L6.9 8 5.4 6.5l1.1-1.1L8 6.9l1.5-1.5 1.1 1.1L9.1 8l1.5 1.5Z" />
  </svg>
);

/**
 * dumi's previewer, with the title at the heading level `level` (src/shared/site/demoHeading.ts).
 */
const Previewer: React.FC<IPreviewerProps & { level?: string | number }> = (props) => {
  const demoContainer = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const link = `#${props.asset.id}`;
  const {
    node: liveDemoNode,
    error: liveDemoError,
    loading: liveDemoLoading,
    setSource: setLiveDemoSource,
  } = useLiveDemo(props.asset.id, {
    iframe: Boolean(props.iframe || props._live_in_iframe),
    containerRef: demoContainer,
  });
  const direction = useLiveDirection(props, setLiveDemoSource);
  const Title = demoTitleTag(props.level);
  return (
    <div
      id={props.asset.id}
      className={['dumi-default-previewer', props.className].filter(Boolean).join(' ')}
      style={props.style}
      data-debug={props.debug}
      data-active={hash === link || undefined}
    >
      <div
        className="dumi-default-previewer-demo"
        style={{ background: props.background }}
        data-compact={props.compact || undefined}
        data-transform={props.transform || undefined}
        data-iframe={props.iframe || undefined}
        data-error={Boolean(liveDemoError) || undefined}
        data-loading={liveDemoLoading || undefined}
        dir={direction.shown}
        ref={demoContainer}
      >
        {props.iframe ? (
          <iframe
            title={props.title}
            style={
              ['string', 'number'].includes(typeof props.iframe)
                ? { height: Number(props.iframe) }
                : {}
            }
            src={props.demoUrl}
          />
        ) : (
          liveDemoNode || props.children
        )}
      </div>
      {liveDemoError && (
        <div className="dumi-default-previewer-demo-error">
          <IconError />
          {liveDemoError.toString()}
        </div>
      )}
      <div className="dumi-default-previewer-meta">
        {(props.title || props.debug) && (
          <div className="dumi-default-previewer-desc">
            <Title className="site-previewer-title">
              <a href={link}>
                {props.debug && <strong>DEV ONLY</strong>}
                {props.title}
              </a>
            </Title>
            {props.description && (
              <div className="markdown" dangerouslySetInnerHTML={{ __html: props.description }} />
            )}
          </div>
        )}
        <PreviewerActions
          {...props}
          onSourceChange={setLiveDemoSource}
          direction={direction}
          demoContainer={
            (props.iframe
              ? demoContainer.current?.firstElementChild
              : demoContainer.current) as HTMLDivElement
          }
        />
      </div>
    </div>
  );
};

export default Previewer;
