import { setDemoHeadingLevels, type HeadingTreeNode } from '../site/demoHeading';

/** Tells each demo's previewer its title's heading level (src/site/demoHeading.ts). */
export default function remarkDemoHeadingLevel() {
  return (tree: HeadingTreeNode) => {
    setDemoHeadingLevels(tree);
  };
}
