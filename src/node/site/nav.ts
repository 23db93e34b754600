/** The header navigation per locale (`themeConfig.nav`): flat, as the Navbar slot renders it. */
export const NAV: Record<string, Array<{ title: string; link: string }>> = {
  'en-US': [
    { title: 'Demo', link: '/demo' },
    { title: 'Configurator', link: '/configurator' },
    { title: 'Classes', link: '/classes' },
    { title: 'Changelog', link: '/changelog' },
  ],
  'zh-CN': [
    { title: '示例', link: '/zh-CN/demo' },
    { title: '配置器', link: '/zh-CN/configurator' },
    { title: '类名', link: '/zh-CN/classes' },
    { title: '更新日志', link: '/zh-CN/changelog' },
  ],
};
