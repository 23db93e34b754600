/**
 * The header navigation per locale (`themeConfig.nav` in .dumirc.ts): flat, one internal link per
 * item, which is all the Navbar slot (.dumi/theme/slots/Navbar) renders.
 */
export const NAV: Record<string, Array<{ title: string; link: string }>> = {
  'en-US': [
    { title: 'Demo', link: '/demo' },
    { title: 'Changelog', link: '/changelog' },
  ],
  'zh-CN': [
    { title: '示例', link: '/zh-CN/demo' },
    { title: '更新日志', link: '/zh-CN/changelog' },
  ],
};
