/**
 * Search benchmark: index size per locale (raw and gzip, against the 60 KB gzip goal), the size a
 * flexsearch export of the same content would have, the time to load an index into the searcher,
 * and the median / p95 query time over 200 representative queries (goal: median ≤ 5 ms).
 *
 *   node scripts/bench-search.mjs
 *
 * The TypeScript sources are bundled on the fly with esbuild into node_modules/.cache.
 */
import { build } from 'esbuild';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const bundle = join(cacheDir, 'bench-search.mjs');
await build({
  stdin: {
    contents: [
      "export { buildIndexAssets } from './src/plugins/search';",
      "export { Searcher } from './src/search/query';",
      "export { indexTokens } from './src/search/tokenize';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: bundle,
  logLevel: 'error',
});
const { buildIndexAssets, Searcher, indexTokens } = await import(pathToFileURL(bundle).href);
const { Document } = await import('flexsearch');

/** Routes as dumi derives them from docs/. */
function docsRoutes() {
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) {
        const locale = /\.zh-CN\.md$/.test(entry.name) ? '/zh-CN' : '';
        const path = rel
          .replace(/^docs/, '')
          .replace(/(\.zh-CN)?\.md$/, '')
          .replace(/\/index$/, '');
        routes.push({ absPath: `${locale}${path}` || '/', file: join(root, rel) });
      }
    }
  };
  walk('docs');
  return routes;
}

const QUERIES = {
  'en-US': [
    'fixed',
    'sticky',
    'expand',
    'expandable',
    'expandabel',
    'rowKey',
    'row key',
    'rowkey',
    'rowExpandable',
    'scroll',
    'scroll x',
    'virtual',
    'virtual list',
    'summary',
    'header',
    'footer',
    'title',
    'caption',
    'ellipsis',
    'tooltip',
    'colSpan',
    'rowSpan',
    'merged cells',
    'resize',
    'column resize',
    'drag',
    'react-dnd',
    'styled',
    'components',
    'components.body',
    'onRow',
    'onCell',
    'onHeaderRow',
    'click',
    'empty',
    'no data',
    'emptyText',
    'rtl',
    'direction',
    'tree',
    'children',
    'indent',
    'indentSize',
    'nested',
    'sub table',
    'className',
    'rowClassName',
    'aria',
    'scope',
    'animation',
    'key',
    'jsx',
    'Column',
    'ColumnGroup',
    'grouping',
    'offsetHeader',
    'sticky.offsetHeader',
    'tableLayout',
    'width',
    'align',
    'render',
    'dataIndex',
    'changelog',
    'install',
    'usage',
    'license',
    'fixd',
    'stikcy',
    'exapnd',
    'hover',
    'perf',
    'qwzxv',
  ],
  'zh-CN': [
    '展开',
    '展开行',
    '固定',
    '固定列',
    '表头',
    '吸顶',
    '滚动',
    '横向滚动',
    '虚拟',
    '虚拟列表',
    '总结栏',
    '合并',
    '单元格',
    '列宽',
    '拖拽',
    '样式',
    '组件',
    '点击',
    '空数据',
    '树形',
    '缩进',
    '嵌套',
    '子表格',
    '类名',
    '无障碍',
    '动画',
    '标题',
    '页脚',
    '省略',
    '提示',
    '分组',
    '方向',
    '从右到左',
    'rowKey',
    'fixed',
    'sticky',
    'expandable',
    'rowExpandable',
    'onRow',
    'scroll',
    'components',
    '更新日志',
    '安装',
    '使用',
    '许可证',
    '列',
    '行',
    '表',
  ],
};

/** 200 queries per locale: the list repeated, with growing prefixes as someone types them. */
function queriesFor(locale) {
  const list = QUERIES[locale];
  const out = [];
  for (let i = 0; out.length < 200; i += 1) {
    const query = list[i % list.length];
    const chars = Array.from(query);
    out.push(
      i < list.length ? query : chars.slice(0, Math.max(1, chars.length - (i % 3))).join(''),
    );
  }
  return out;
}

/** Size of flexsearch's own export of the same records, for comparison with our compact JSON. */
async function flexsearchExportSize(data) {
  const doc = new Document({
    tokenize: 'forward',
    encode: indexTokens,
    document: { id: 'id', index: ['title', 'text', 'keys'] },
  });
  data.records.forEach(([, , title, text, keys], id) => doc.add({ id, title, text, keys }));
  let size = 0;
  await doc.export((key, value) => {
    size += String(key).length + (value ? String(value).length : 0);
  });
  return size;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const assets = buildIndexAssets(root, docsRoutes(), ['en-US', 'zh-CN']);
const rows = [];
for (const [locale, asset] of assets) {
  const data = JSON.parse(asset.content);
  const loadStart = performance.now();
  const searcher = new Searcher(data);
  const loadMs = performance.now() - loadStart;
  const queries = queriesFor(locale);
  queries.slice(0, 20).forEach((query) => searcher.search(query)); // warm up
  const times = queries.map((query) => {
    const start = performance.now();
    searcher.search(query);
    return performance.now() - start;
  });
  rows.push({
    locale,
    records: data.records.length,
    raw: kb(Buffer.byteLength(asset.content)),
    gzip: kb(gzipSync(asset.content).length),
    'gzip ≤ 60 KB': gzipSync(asset.content).length <= 60 * 1024 ? 'yes' : 'NO',
    'flexsearch export (raw)': kb(await flexsearchExportSize(data)),
    'load ms': loadMs.toFixed(1),
    queries: times.length,
    'median ms': percentile(times, 0.5).toFixed(3),
    'p95 ms': percentile(times, 0.95).toFixed(3),
    'median ≤ 5 ms': percentile(times, 0.5) <= 5 ? 'yes' : 'NO',
  });
}
console.table(rows);
