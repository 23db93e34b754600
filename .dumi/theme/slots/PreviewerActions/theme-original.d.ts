// dumi aliases `dumi/theme-original/*` to its default theme at build time; these are its types.
declare module 'dumi/theme-original/slots/PreviewerActions' {
  export { default } from 'dumi/theme-default/slots/PreviewerActions';
  export type { IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
}
