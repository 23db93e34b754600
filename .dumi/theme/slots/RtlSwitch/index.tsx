/** No direction switch: the site is left to right, and dumi's is in every page's bundle. */
const RtlSwitch = () => null;

export default RtlSwitch;
