// The generated module only exists after `dumi dev`/`dumi build` has run the plugin; importing it
// through this file lets unit tests replace it with vi.mock('./rows').
export { default } from '@@/plugin-apiReference/data';
