// Through this file, so that unit tests can vi.mock the generated module.
export { usedBy as default } from '@@/plugin-apiReference/data';
