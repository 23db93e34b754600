import { icon } from '../../common/icon';

export const IconCodeSandbox = icon(
  'M8 .8l6.5 3.6v7.2L8 15.2l-6.5-3.6V4.4L8 .8ZM3 5.3v5.4l4.25 2.36V8.4L3 6.05v-.75Zm10 0v.75L8.75 8.4v4.66L13 10.7V5.3ZM8 2.5 3.9 4.78 8 7.06l4.1-2.28L8 2.5Z',
);
export const IconStackBlitz = icon('M9.5.5 2.5 9H7l-1 6.5L13.5 7H9l.5-6.5Z');
export const IconExternal = icon(
  'M9 1.5h5.5V7H13V4.06L7.53 9.53 6.47 8.47 11.94 3H9V1.5ZM2 3.5h5V5H3.5v7.5H11V9h1.5v5H2V3.5Z',
);
export const IconCopy = icon(
  'M5 1.5h7.5a2 2 0 0 1 2 2V11H13V3.5a.5.5 0 0 0-.5-.5H5V1.5ZM1.5 4.5h10v10h-10v-10ZM3 6v7h7V6H3Z',
);
export const IconCheck = icon('M13.3 3.3 6 10.6 2.7 7.3 1.3 8.7 6 13.4l8.7-8.7-1.4-1.4Z');
export const IconEdit = icon('M11.3 1.6l3.1 3.1-8.6 8.6L2 14l.7-3.8 8.6-8.6ZM8 14h6.5v1.5H8V14Z');
