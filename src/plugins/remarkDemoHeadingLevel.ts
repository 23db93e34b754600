import { setDemoHeadingLevels, type HeadingTreeNode } from '../site/demoHeading';

/**
 * Remark plugin (registered in .dumirc.ts through `extraRemarkPlugins`) that tells each demo's
 * previewer its title's heading level: see src/site/demoHeading.ts.
 */
export default function remarkDemoHeadingLevel() {
  return (tree: HeadingTreeNode) => {
    setDemoHeadingLevels(tree);
  };
}
