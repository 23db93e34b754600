import type { Proofs } from '../support/claims';

const HOME = 'tests/unit/claims/home.test.tsx';
const API = 'tests/unit/claims/api-reference.test.tsx';
const BASICS = 'tests/unit/claims/basics.test.tsx';
const UPGRADE = 'tests/unit/claims/upgrade.test.tsx';
const PITFALLS = 'tests/unit/claims/pitfalls.test.tsx';
const CLASSES = 'tests/unit/claims/classes.test.tsx';
const CLASS_PAGES = 'tests/unit/demos/classes.test.ts';

/**
 * The claims of the home page (`index/…`) and of the upgrade guide (`upgrade/…`), whose prose is
 * not laid out in Try it and Pitfalls sections: every paragraph and list item carries one.
 */
export const CLAIMS: Record<string, Proofs> = {
  'index/intro': {
    test: `${HOME} › home page: the introduction › one table has fixed columns, a fixed header, tree data, merged cells, a summary, rtl and own components`,
  },
  'index/peer-react': { lib: 'package.json', line: 51, has: '"react": ">=16.9.0"' },
  'index/rc-table-css': {
    test: `${HOME} › home page: the stylesheets › rc-table’s own holds the feature rules, in red borders, green shadows and the font size the page names`,
  },
  'index/site-css': {
    test: `${HOME} › home page: the stylesheets › the site’s starts every rule with html, so it wins whatever the order, and colours by custom properties`,
  },
  'index/example': {
    test: `${HOME} › home page: the introduction › the example: three columns, four records, one formatted value`,
  },
  'index/usage/row-key': {
    test: `${API} › API reference: quick checks of the other Table props › rowKey: a record without the field logs a warning; a function rowKey is not checked`,
  },
  'index/usage/data-index': {
    test: `${API} › API reference: quick checks of Column props › dataIndex paths, render arguments, onCell spans and rowScope`,
  },
  'index/usage/scroll': {
    test: `${PITFALLS} › the offset of a fixed column › is measured: fixed columns without a width stick where the columns before them end`,
  },
  'index/usage/expandable': {
    test: `${API} › API reference: the top-level expand props › are all tried here`,
  },
  'index/usage/caption': {
    test: `${BASICS} › title-and-footer › title is a panel outside the <table> given the data; caption is inside and names the table`,
  },
  'index/usage/jsx': {
    test: `${API} › API reference: the other exports › Column and ColumnGroup render nothing; as children their props are the columns`,
  },
  'index/usage/virtual': {
    test: 'tests/unit/demos/performance.test.tsx › demo: virtual-list › says the orders are on their way, shows them without blocking in between, and renders only the rows in view',
  },
  'index/attributes': {
    test: `${API} › API reference: attributes passed to <Table> › aria-* and role go on the <table>, data-* and id on the outer <div>`,
  },
  'index/api-generated': {
    test: 'tests/unit/api/reference.test.ts › descriptions › describe every prop of the installed types, in English and Chinese, and nothing else',
  },
  'index/api-history': [
    {
      test: 'tests/unit/api/reference.test.ts › buildApiRows with the API history › gives each row the release that added it, none for a prop of 7.0.0',
    },
    {
      test: 'tests/unit/api/ApiTable.test.tsx › ApiTableView: the history of each prop › notes each later type change with the type before it, and a later deprecation',
    },
    {
      test: 'tests/unit/api/ApiTable.test.tsx › the release in the address › hydrates the prerendered page as served, then marks the tables as of the address',
    },
  ],
  'index/license': { lib: 'package.json', line: 35, has: '"license": "MIT"' },

  'upgrade/intro': {
    test: `${UPGRADE} › upgrade guide: which leftover props rc-table 7 warns about › warns about the row events, getBodyWrapper and the top-level expansion props, and about nothing else`,
  },
  'upgrade/expandable-merged': {
    test: `${UPGRADE} › upgrade guide: which leftover props rc-table 7 warns about › merges the top-level expansion props with expandable, without a warning; expandable wins`,
  },
  'upgrade/expandable-new-options': {
    lib: 'lib/interface.d.ts',
    line: 161,
    has: 'rowExpandable?: (record: RecordType) => boolean;',
  },
  'upgrade/expand-column': {
    test: `${API} › API reference: expandable › showExpandColumn false keeps an EXPAND_COLUMN placed in columns`,
  },
  'upgrade/on-row': {
    test: `${BASICS} › row-and-cell-click › the removed onRow* props only earn a warning to use onRow`,
  },
  'upgrade/on-cell-click': {
    test: `${UPGRADE} › upgrade guide: columns[n].onCellClick › type-checks but is never called, and rc-table says nothing about it`,
  },
  'upgrade/row-ref': {
    test: `${UPGRADE} › upgrade guide: a ref on each row element › never reaches a forwardRef row: rc-table passes it no ref`,
  },
  'upgrade/use-fixed-header': {
    test: `${API} › API reference: quick checks of the other Table props › scroll: x sets the table width (true means auto), y the body height and a fixed header`,
  },
  'upgrade/body-style': {
    test: `${UPGRADE} › upgrade guide: a background on <tbody> › is painted over by the body cells, which rc-table’s stylesheet gives a background of their own`,
  },
  'upgrade/get-body-wrapper': {
    test: `${UPGRADE} › upgrade guide: which leftover props rc-table 7 warns about › warns about getBodyWrapper`,
  },
  'upgrade/data-index-path': {
    test: `${API} › API reference: quick checks of Column props › dataIndex paths, render arguments, onCell spans and rowScope`,
  },
  'classes/prefix': {
    test: `${CLASSES} › the classes rc-table 7.30.3 puts on its elements › starts every class with prefixCls: the prefix the page names, on every element`,
  },
  'classes/reference': [
    {
      test: `${CLASS_PAGES} › the /classes page › %s lists every class rc-table writes, by part, with the demos that carry it`,
    },
    {
      test: `${CLASSES} › the classes rc-table 7.30.3 puts on its elements › %s: appears with what the entry names, on the elements it names, and not without`,
    },
  ],
  'classes/site-css': {
    test: `${HOME} › home page: the stylesheets › the site’s starts every rule with html, so it wins whatever the order, and colours by custom properties`,
  },
  'classes/properties': {
    test: `${CLASS_PAGES} › the /classes page › reads the custom properties off the stylesheet: values, dark values, what reads them`,
  },
  'upgrade/title-deprecated': {
    test: `${BASICS} › title-and-footer › title without expandable warns about expand props; with expandable={{}} it is silent and still shown`,
  },
  'upgrade/fixed-no-width': {
    test: `${PITFALLS} › the offset of a fixed column › is measured: fixed columns without a width stick where the columns before them end`,
  },
  'upgrade/new-in-7': {
    test: `${HOME} › upgrade guide: when each feature came › tableLayout came in the release the guide names, by rc-table’s changelog`,
  },
};

/**
 * The pages whose every paragraph and list item is a claim (these, and the changelog's, whose
 * notes are proven in ./changelog.ts), with the sections whose prose is not about rc-table itself.
 */
export const PROSE_PAGES: ReadonlyArray<{ slug: string; files: [string, string]; skip: string[] }> =
  [
    {
      slug: 'index',
      files: ['docs/index.md', 'docs/index.zh-CN.md'],
      // How to work on the site; and the captions of the generated API tables, whose rows are
      // claims of their own (api/<section>/<prop>).
      skip: [
        'Development',
        '本地开发',
        'Properties',
        '属性',
        'expandable',
        'sticky',
        'components',
        'Column Props',
        '列属性',
        'Summary',
        '总结栏',
        'Summary.Row',
        'Summary.Cell',
        'Types',
        '类型',
      ],
    },
    {
      slug: 'upgrade',
      files: ['docs/changelog.$tab-upgrade.md', 'docs/changelog.$tab-upgrade.zh-CN.md'],
      skip: [],
    },
    { slug: 'changelog', files: ['docs/changelog.md', 'docs/changelog.zh-CN.md'], skip: [] },
    { slug: 'classes', files: ['docs/classes.md', 'docs/classes.zh-CN.md'], skip: [] },
  ];
