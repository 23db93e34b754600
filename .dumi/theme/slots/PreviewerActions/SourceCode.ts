/**
 * The highlighted code block with the site's named copy button (builtins/SourceCode/Highlighted):
 * import it only from modules that are themselves loaded on demand (CodePanel), as it brings Prism.
 */
export { default } from '../../builtins/SourceCode/Highlighted';
