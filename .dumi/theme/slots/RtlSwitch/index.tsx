/**
 * The site is written left to right in both languages, so the header has no direction switch
 * (dumi's shows only when `themeConfig.rtl` is set, but is bundled into every page regardless).
 * The right-to-left table is a demo of its own: /demo/fixed-columns-and-header-rtl.
 */
const RtlSwitch = () => null;

export default RtlSwitch;
