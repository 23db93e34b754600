// dumi aliases `dumi/theme-original/*` to its default theme at build time; these are its types.
declare module 'dumi/theme-original/builtins/SourceCode' {
  export { default } from 'dumi/theme-default/builtins/SourceCode';
  export type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
}
