// dumi aliases `dumi/theme-original/*` to its default theme at build time; these are its types.
declare module 'dumi/theme-original/slots/Content' {
  export { default } from 'dumi/theme-default/slots/Content';
}
