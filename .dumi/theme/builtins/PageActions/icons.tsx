import { icon } from '../../common/icon';

export const IconCopy = icon('M5 1h9v10h-2V3H5V1ZM2 5h8v10H2V5Zm1.5 1.5v7h5v-7h-5Z');

export const IconCheck = icon('M14 4.5 6.2 12.3 2 8.1l1.1-1.1 3.1 3.1 6.7-6.7L14 4.5Z');

export const IconDocument = icon(
  'M3 1h6.6L13 4.4V15H3V1Zm1.5 1.5v11h7V5.5H8.5v-3h-4ZM10 2.9V4h1.1L10 2.9ZM6 8h4v1.3H6V8Zm0 2.7h4V12H6v-1.3Z',
);

export const IconSliders = icon(
  'M2 3.4h5v1.3H2V3.4Zm7 0h5v1.3H9V3.4ZM7 2h1.5v4H7V2ZM2 7.4h2v1.3H2V7.4Zm4 0h8v1.3H6V7.4ZM4 6h1.5v4H4V6Zm-2 5.3h7v1.3H2v-1.3Zm9 0h3v1.3h-3v-1.3ZM9.5 10H11v4H9.5v-4Z',
);
