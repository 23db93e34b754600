import { setDemoHeadingLevels, type HeadingTreeNode } from '../../shared/site/demoHeading';

/** Tells each demo's previewer its title's heading level (src/shared/site/demoHeading.ts). */
export default function remarkDemoHeadingLevel() {
  return (tree: HeadingTreeNode) => {
    setDemoHeadingLevels(tree);
  };
}
