// Through this file, so that unit tests can vi.mock the generated module.
export { types as default } from '@@/plugin-apiReference/data';
