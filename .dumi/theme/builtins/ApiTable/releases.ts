// Through this file, so that unit tests can vi.mock the generated module.
export { default } from '@@/plugin-apiReference/releases';
