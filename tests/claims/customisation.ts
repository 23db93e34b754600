import type { Proof } from '../support/claims';

/** The claims of the customisation pages (see inventory.ts). */
export const CLAIMS: Record<string, Proof> = {
  'animation/add-fades-in': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: animation › adds a ticket at the top and fades it in',
  },
  'animation/remove-slides-out': {
    test: 'tests/unit/claims/columns.test.tsx › demo: animation, removing a ticket › slides the row to the right as it fades, its button disabled, then closes the gap',
  },
  'animation/reduced-motion-live': {
    test: 'tests/unit/claims/columns.test.tsx › demo: animation, reduced motion › follows a change of the system setting without a reload',
  },
  'animation/row-gets-tr-props': {
    test: 'tests/unit/claims/columns.test.tsx › a custom body row (components.body.row) › gets the <tr> props and what onRow returns, not the record',
  },
  'animation/mark-leaving-first': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: animation › animates a removed ticket out, then drops it from the table',
  },
  'animation/motion-name-deadline': {
    test: 'tests/unit/claims/columns.test.tsx › rc-motion (CSSMotion) › leaves at once without motionName, and ends a motion at motionDeadline without transitionend',
  },
  'animation/no-fade-on-mount': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: animation › shows the first tickets without animating them in',
  },
  'animation/placeholder-row': {
    test: 'tests/unit/claims/columns.test.tsx › a custom body row (components.body.row) › also renders the empty placeholder, without data-row-key',
  },
  'column-resize/drag-widens': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: column-resize › follows the pointer while dragging, within its limits, and stops when the capture ends',
  },
  'column-resize/drag-min-72': {
    test: 'tests/unit/claims/columns.test.tsx › demo: column-resize, its handles › names the Title handle, stops it at the minimum and steps it by the width its page names, on a fixed layout',
  },
  'column-resize/keyboard-step-name': {
    test: 'tests/unit/claims/columns.test.tsx › demo: column-resize, its handles › names the Title handle, stops it at the minimum and steps it by the width its page names, on a fixed layout',
  },
  'column-resize/use-fixed-layout': {
    test: 'tests/unit/claims/columns.test.tsx › demo: column-resize, its handles › names the Title handle, stops it at the minimum and steps it by the width its page names, on a fixed layout',
  },
  'column-resize/grow-table-with-columns': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: column-resize › grows the table by as much as the dragged column',
  },
  'column-resize/strip-own-props': {
    test: 'tests/unit/claims/columns.test.tsx › components.header.cell › renders every <th>, and a prop of your own spread onto it lands in the DOM',
  },
  'column-resize/on-header-cell-cast': {
    test: 'tests/unit/claims/columns.test.tsx › components.header.cell › renders every <th>, and a prop of your own spread onto it lands in the DOM',
  },
  'column-resize/pointer-capture-touch': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: column-resize › follows the pointer while dragging, within its limits, and stops when the capture ends',
  },
  'column-resize/header-cell-outside': {
    test: 'tests/unit/claims/pitfalls.test.tsx › a components object that is new on every render › remounts every cell when the cell components are new types',
  },
  'react-dnd/drag-drop-position': {
    test: 'tests/unit/claims/columns.test.tsx › demo: react-dnd, its parts › outlines the row under the pointer and drops the dragged row in its place',
  },
  'react-dnd/keyboard-up-to-top': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: react-dnd › reorders from the keyboard with the move buttons',
  },
  'react-dnd/status-announces': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: react-dnd › moves a row down when it is dropped on a later row, and says so',
  },
  'react-dnd/provider-required': {
    test: 'tests/unit/claims/columns.test.tsx › demo: react-dnd, its parts › throws without a DndProvider above the table',
  },
  'react-dnd/row-props-pass-on': {
    test: 'tests/unit/claims/columns.test.tsx › a custom body row (components.body.row) › gets the <tr> props and what onRow returns, not the record',
  },
  'react-dnd/grip-source-row-target': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: react-dnd › moves a row down when it is dropped on a later row, and says so',
  },
  'react-dnd/html5-no-touch': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: react-dnd › reorders from the keyboard with the move buttons',
  },
  'react-dnd/aria-disabled-buttons': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: react-dnd › reorders from the keyboard with the move buttons',
  },
  'react-dnd/test-without-provider': {
    test: 'tests/unit/demos/customisation.test.tsx › demo: react-dnd › moves a row down when it is dropped on a later row, and says so',
  },
  'styled-components/hover-stripes-styled-row': {
    test: 'tests/unit/claims/columns.test.tsx › demo: styled-components › stripes and highlights the rows with rules of the styled body row',
  },
  'styled-components/theme-vars': {
    test: 'tests/unit/claims/columns.test.tsx › demo: styled-components › takes every colour from a --demo- variable, each with a fallback',
  },
  'styled-components/playground-fallbacks': {
    test: 'tests/unit/claims/columns.test.tsx › demo: styled-components › takes every colour from a --demo- variable, each with a fallback',
  },
  'styled-components/styled-outside-render': {
    test: 'tests/unit/claims/pitfalls.test.tsx › a components object that is new on every render › remounts every cell when the cell components are new types',
  },
  'styled-components/double-class-wins': {
    lib: 'assets/index.css',
    line: 16,
    has: '.rc-table td {',
  },
  'styled-components/few-interpolations': {
    test: 'tests/unit/claims/columns.test.tsx › demo: styled-components › makes two classes for the change figure and keeps $up off the DOM',
  },
  'styled-components/function-body-replaces': {
    test: 'tests/unit/claims/api-reference.test.tsx › API reference: components › with a function body: no components.table, caption, unfixed summary or aria attributes',
  },
};

/** The pages of this group not yet audited into claims (see inventory.ts). */
export const PENDING: readonly string[] = [];
