// dumi aliases `dumi/theme-original/*` to its default theme at build time; these are its types.
declare module 'dumi/theme-original/slots/Header' {
  export { default } from 'dumi/theme-default/slots/Header';
}
declare module 'dumi/theme-original/slots/Sidebar' {
  export { default } from 'dumi/theme-default/slots/Sidebar';
}
declare module 'dumi/theme-original/slots/Toc' {
  export { default } from 'dumi/theme-default/slots/Toc';
}
