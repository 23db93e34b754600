import React from 'react';
import type { HintType } from '@site/shared/search/types';

type IconProps = React.SVGProps<SVGSVGElement>;

export function SearchIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
    </svg>
  );
}

const PATHS: Record<HintType, string> = {
  page: 'M8 3h10l6 6v18a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v22h14V10h-5V5H8Zm11 .8V8h2.2L19 5.8Z',
  title:
    'M12 4h2l-1.2 7h6l1.2-7h2l-1.2 7H26v2h-5.5l-1 6H25v2h-5.8L18 28h-2l1.2-7h-6L10 28H8l1.2-7H6v-2h3.5l1-6H5v-2h5.8L12 4Zm.5 9-1 6h6l1-6h-6Z',
  content: 'M4 6h24v2H4V6Zm0 6h24v2H4v-2Zm0 6h24v2H4v-2Zm0 6h16v2H4v-2Z',
  demo: 'M6 5h20a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v18h20V7H6Zm7 4 8 5-8 5V11Z',
};

export function HintIcon({ type }: { type: HintType }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d={PATHS[type]} />
    </svg>
  );
}
