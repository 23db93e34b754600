/**
 * The attribute of a class name in a "Classes" section that outlines the elements of the live demo
 * carrying that class (its value): the build writes it (src/node/demos/classesSection.ts), the
 * browser reads it (src/client/docs/classOutline.ts).
 */
export const OUTLINE_ATTRIBUTE = 'data-outline-class';
