import { useEffect, type RefObject } from 'react';

/**
 * Gives dumi's own previewer buttons an accessible name: the show/hide code toggle gets its
 * tooltip text, the code panel's copy button gets `copyLabel` (or `copiedLabel` while it shows its
 * check icon). They are icon-only in dumi; the labels follow them as they re-render.
 */
export function useActionLabels(
  root: RefObject<HTMLElement>,
  copyLabel: string,
  copiedLabel: string,
) {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const label = () => {
      element
        .querySelectorAll('.dumi-default-previewer-action-btn[data-dumi-tooltip]')
        .forEach((button) => {
          const text = button.getAttribute('data-dumi-tooltip') ?? '';
          if (button.getAttribute('aria-label') !== text) button.setAttribute('aria-label', text);
        });
      element.querySelectorAll('.dumi-default-source-code-copy').forEach((button) => {
        const text = button.hasAttribute('data-copied') ? copiedLabel : copyLabel;
        if (button.getAttribute('aria-label') !== text) button.setAttribute('aria-label', text);
      });
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-dumi-tooltip', 'data-copied'],
    });
    return () => observer.disconnect();
  }, [root, copyLabel, copiedLabel]);
}
