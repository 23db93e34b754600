/** It brings Prism: import only from modules loaded on demand (CodePanel). */
export { default } from '../../builtins/SourceCode/Highlighted';
