// The Types section's entries, generated with the rows by src/plugins/api.ts; importing them
// through this file lets unit tests replace them with vi.mock('./types').
export { types as default } from '@@/plugin-apiReference/data';
