/**
 * Derives when each prop of the API reference and each export of rc-table appeared in 7.x, and how
 * its type changed since, from a clone of rc-table's repository, and writes it to
 * src/node/api/releaseTypes.json (see src/node/api/history.ts).
 *
 *   npm run api:history -- --repo <git dir> [--from 7.0.0] [--to <version>] [--out <file>]
 *                                           [--keep <dir>]
 *
 * `--repo` is a clone of https://github.com/react-component/table (bare or not); every 7.x release
 * of src/node/changelog/releases.json from `--from` to `--to` (default: the installed rc-table) is
 * read, in version order, at its release commit (the one that set its version: `npm run
 * changelog:history` places it, tags only point). At each, `src/` is extracted to a temporary
 * folder and the TypeScript compiler emits its declarations, with react, rc-util and the other dependencies resolved from this project's
 * node_modules: versions that differ from the tag's produce type errors, which do not change how
 * the props are declared (at 7.30.3 the emitted interfaces are the published ones, word for word).
 * The emitted folder is then read by `extractApi`, the model of the reference itself. Where a
 * prop's type text changed since the release before, or an rc-table type it names did, the
 * compiler judges the change (`judgeChanges`). A release no commit sets (published only) is read
 * from its published package's declarations instead.
 *
 * Every release the npm registry serves is read a second time, from its published `lib/*.d.ts`
 * by the same model (`--published <dir>` reuses unpacked packages), and the two readings are
 * compared: a prop, export or declared type that differs stops the script. The published readings are kept as
 * src/node/api/publishedTypes.json, in the same form, so that a test holds the two histories to
 * each other without the repository or the network. `--keep` copies each release's emitted
 * declarations to `<dir>/<version>` to look at.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import {
  compareVersions,
  RELEASES_FILE,
  type Release,
  type ReleaseHistory,
} from '../src/node/changelog/history';
import {
  API_SOURCES,
  extractApi,
  extractTypes,
  readRcTableVersion,
  type ExtractedProp,
  type ExtractedType,
} from '../src/node/api/extract';
import {
  API_HISTORY_FILE,
  PUBLISHED_TYPES_FILE,
  deriveApiHistory,
  normaliseType,
  type ApiHistory,
  type Judged,
  type Judgement,
  type ReleaseSnapshot,
  type TypeChange,
} from '../src/node/api/history';
import { arg, repoArg } from './cli';
import { publishedVersions, unpackPublished } from './registry';

const repo = repoArg('npm run api:history -- --repo <git dir of react-component/table>');
const from = arg('from') ?? '7.0.0';
const to = arg('to') ?? readRcTableVersion();
const out = resolve(arg('out') ?? API_HISTORY_FILE);
const keep = arg('keep');
const nodeModules = resolve('node_modules');

/** Statics of an export that the reference names (`Table.Summary`, `Summary.Row`). */
const STATICS: Record<string, readonly string[]> = {
  Table: ['Column', 'ColumnGroup', 'Summary', 'EXPAND_COLUMN'],
  Summary: ['Row', 'Cell'],
};

const git = (args: readonly string[]): Buffer =>
  execFileSync('git', ['--git-dir', repo, ...args], { maxBuffer: 256 * 1024 * 1024 });

/** The 7.x releases of the kept history from `from` to `to`, oldest first. */
function releasesToRead(): Release[] {
  const history = JSON.parse(readFileSync(RELEASES_FILE, 'utf8')) as ReleaseHistory;
  return history.releases
    .filter(
      ({ version }) =>
        version.startsWith('7.') &&
        compareVersions(version, from) >= 0 &&
        compareVersions(version, to) <= 0,
    )
    .sort((a, b) => compareVersions(a.version, b.version));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const options: ts.CompilerOptions = {
  declaration: true,
  emitDeclarationOnly: true,
  noEmitOnError: false,
  skipLibCheck: true,
  strict: false,
  jsx: ts.JsxEmit.React,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  target: ts.ScriptTarget.ES2019,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  types: [],
  // The tag's folder is outside this project: its packages are this project's.
  paths: { '*': [`${nodeModules}/*`, `${nodeModules}/@types/*`] },
};

/** Parsed files outside the tag's folder (the default lib, react's types): alike at every tag. */
const shared = new Map<string, ts.SourceFile>();

function createHost(root: string): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (fileName.startsWith(root))
      return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    let file = shared.get(fileName);
    if (!file) {
      file = getSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (file) shared.set(fileName, file);
    }
    return file;
  };
  return host;
}

/** The names src/index.ts exports (the default as `Table`), with the {@link STATICS} they have. */
function exportedNames(program: ts.Program, index: string): string[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(index);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`Cannot read the exports of ${index}`);
  const names: string[] = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const name = symbol.name === 'default' ? 'Table' : symbol.name;
    names.push(name);
    const statics = STATICS[name];
    if (!statics) continue;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const type = checker.getTypeOfSymbolAtLocation(target, file);
    for (const member of statics) {
      const property = type.getProperty(member);
      if (!property) continue;
      names.push(`${name}.${member}`);
      // `Table.Summary.Row` is the same object as `Summary.Row`.
      if (STATICS[member]) {
        const memberType = checker.getTypeOfSymbolAtLocation(property, file);
        for (const inner of STATICS[member]) {
          if (memberType.getProperty(inner)) names.push(`${member}.${inner}`);
        }
      }
    }
  }
  return [...new Set(names)];
}

/** A release's emitted declarations and what the reference's model reads from them. */
interface Emitted {
  root: string;
  lib: string;
  props: readonly ExtractedProp[];
  types: readonly ExtractedType[];
}

/**
 * The rc-table types a prop's type names, directly or through other such types, whose
 * declaration text differs between two releases (one a release lacks counts as differing).
 * Interfaces with a section of their own (ColumnType) are not followed: their props have their
 * own histories.
 */
function changedTypes(
  prop: ExtractedProp,
  before: readonly ExtractedType[],
  after: readonly ExtractedType[],
): string[] {
  const oldByName = new Map(before.map((type) => [type.name, type]));
  const newByName = new Map(after.map((type) => [type.name, type]));
  const queue = [...prop.typeRefs];
  const changed: string[] = [];
  for (let index = 0; index < queue.length; index += 1) {
    const name = queue[index];
    const now = newByName.get(name);
    const then = oldByName.get(name);
    const text = (type: ExtractedType | undefined) => type?.definition.replace(/\s+/g, ' ');
    if (!now?.section && text(now) !== text(then)) changed.push(name);
    for (const ref of now?.typeRefs ?? []) if (!queue.includes(ref)) queue.push(ref);
  }
  return changed;
}

/** An rc-table type's declaration in a release, whitespace collapsed ('' when it has none). */
function definition(release: Emitted, name: string): string {
  return release.types.find((type) => type.name === name)?.definition.replace(/\s+/g, ' ') ?? '';
}

function typeChange(name: string, before: Emitted, after: Emitted): TypeChange {
  const from = definition(before, name);
  const to = definition(after, name);
  return { name, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** What the reference's model reads from a folder of declarations. */
function readDeclarations(
  version: string,
  lib: string,
  program: ts.Program,
  index: string,
): { props: ExtractedProp[]; types: ExtractedType[]; snapshot: ReleaseSnapshot } {
  const props = extractApi(lib, { allowMissing: true });
  const types = extractTypes(lib, props);
  return { props, types, snapshot: { version, props, exports: exportedNames(program, index) } };
}

/**
 * Extracts `src/` at the release commit to `<work>/<version>/src` and emits its declarations to
 * `…/lib`; a release no commit sets is read from its published package instead.
 */
function emitRelease(
  release: Release,
  work: string,
): { release: Emitted; snapshot: ReleaseSnapshot; errors: number } {
  const { version, commit } = release;
  if (!commit) {
    const root = publishedPackage(version);
    const lib = join(root, 'lib');
    const index = join(lib, 'index.d.ts');
    const program = ts.createProgram([index], { ...options, noEmit: true }, createHost(root));
    const read = readDeclarations(version, lib, program, index);
    return { release: { root, lib, ...read }, snapshot: read.snapshot, errors: 0 };
  }
  const root = join(work, version);
  const src = join(root, 'src');
  const lib = join(root, 'lib');
  mkdirSync(root, { recursive: true });
  execFileSync('tar', ['-x', '-C', root], {
    input: git(['archive', '--format=tar', commit, 'src']),
  });
  const program = ts.createProgram(
    sourceFiles(src),
    { ...options, rootDir: src, outDir: lib },
    createHost(root),
  );
  const result = program.emit();
  const errors = ts.getPreEmitDiagnostics(program).length + result.diagnostics.length;
  const read = readDeclarations(version, lib, program, join(src, 'index.ts'));
  if (keep) cpSync(lib, join(resolve(keep), version), { recursive: true });
  return { release: { root, lib, ...read }, snapshot: read.snapshot, errors };
}

/** The unpacked published package of a version (under `--published`, or a temporary folder). */
function publishedPackage(version: string): string {
  const root = join(packages, version, 'package');
  return existsSync(join(root, 'package.json')) ? root : unpackPublished(version, packages);
}

/** A published package's API, read as {@link emitRelease} reads a release's emitted one. */
function readPublished(version: string): ReleaseSnapshot {
  const root = publishedPackage(version);
  const lib = join(root, 'lib');
  const index = join(lib, 'index.d.ts');
  const program = ts.createProgram([index], { ...options, noEmit: true }, createHost(root));
  return readDeclarations(version, lib, program, index).snapshot;
}

/**
 * Where a release's derived API and its published package's differ: props and exports one has
 * and the other lacks, and props declared otherwise (type, optional, deprecated). Type texts are
 * compared as `normaliseType` writes them, so what differs in print only (member order, `Array<X>`
 * and `X[]`, `React.X`) is no difference; at 7.0.0–7.30.3 no other is left.
 */
function publishedDifferences(derived: ReleaseSnapshot, published: ReleaseSnapshot): string[] {
  const key = (prop: ExtractedProp) => `${prop.section}.${prop.name}`;
  const mine = new Map(derived.props.map((prop) => [key(prop), prop]));
  const theirs = new Map(published.props.map((prop) => [key(prop), prop]));
  const found: string[] = [];
  for (const name of new Set([...mine.keys(), ...theirs.keys()])) {
    const [a, b] = [mine.get(name), theirs.get(name)];
    if (!a || !b) found.push(`${name}: ${a ? 'not published' : 'published only'}`);
    else if (normaliseType(a.type) !== normaliseType(b.type))
      found.push(`${name}: ${a.type} | published ${b.type}`);
    else if (a.optional !== b.optional) found.push(`${name}: optional ${a.optional}`);
    else if ((a.tags.deprecated === undefined) !== (b.tags.deprecated === undefined))
      found.push(`${name}: deprecated ${a.tags.deprecated !== undefined}`);
  }
  for (const name of new Set([...derived.exports, ...published.exports]))
    if (derived.exports.includes(name) !== published.exports.includes(name))
      found.push(
        `export ${name}: ${derived.exports.includes(name) ? 'not published' : 'published only'}`,
      );
  return found;
}

/** How many type parameters an interface of a .d.ts has; undefined when it is not there. */
function typeParameterCount(file: string, name: string): number | undefined {
  const text = ts.sys.readFile(file);
  if (text === undefined) return undefined;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020);
  const declaration = source.statements.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === name,
  );
  return declaration && (declaration.typeParameters?.length ?? 0);
}

/**
 * The compiler's judgement of the props whose type text changed between two releases, or whose
 * text stayed but names an rc-table type declared differently ({@link changedTypes}): the prop's
 * type in each (`undefined` included when optional), with the same record type, checked for
 * assignability both ways in a program that holds both releases' declarations. A prop is left
 * out when its line of the check file has errors or a type comes out as an `any` not written so
 * (a dependency that did not resolve): then `classifyChange`'s reading of the texts stands.
 */
function judgeChanges(work: string, before: Emitted, after: Emitted): Record<string, Judged> {
  const pairs = after.props.flatMap(
    (prop): Array<{ old: ExtractedProp; prop: ExtractedProp; via?: string[] }> => {
      const old = before.props.find(
        (each) => each.section === prop.section && each.name === prop.name,
      );
      if (!old) return [];
      if (normaliseType(old.type) !== normaliseType(prop.type)) return [{ old, prop }];
      const via = changedTypes(prop, before.types, after.types);
      return via.length ? [{ old, prop, via }] : [];
    },
  );
  if (!pairs.length) return {};
  const imports = new Map<string, string>();
  /** `Interface<R>['name']`, of the first of the section's interfaces that has the prop. */
  const access = (lib: string, prop: ExtractedProp): string => {
    const source = API_SOURCES.find((each) => each.section === prop.section);
    if (!source) throw new Error(`No source for ${prop.section}`);
    const file = join(lib, source.file);
    let alias = imports.get(file);
    if (!alias) {
      alias = `M${imports.size}`;
      imports.set(file, alias);
    }
    let text = 'never';
    for (const name of [...source.interfaces].reverse()) {
      const count = typeParameterCount(file, name);
      if (count === undefined) continue;
      const args = count ? `<${Array(count).fill('R').join(', ')}>` : '';
      text = `Field<${alias}.${name}${args}, '${prop.name}', ${text}>`;
    }
    return text;
  };
  const lines = pairs.map(
    ({ old, prop }, i) =>
      `type P${i}<R> = [${access(before.lib, old)}, ${access(after.lib, prop)}];`,
  );
  const checkFile = join(work, 'check.ts');
  writeFileSync(
    checkFile,
    [
      ...[...imports].map(
        ([file, alias]) => `import type * as ${alias} from '${file.replace(/\.d\.ts$/, '')}';`,
      ),
      'type Field<T, K extends PropertyKey, Else> = K extends keyof T ? T[K] : Else;',
      ...lines,
      '',
    ].join('\n'),
  );
  const program = ts.createProgram(
    [checkFile],
    { ...options, strict: true, noEmit: true },
    createHost(work),
  );
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(checkFile) as ts.SourceFile;
  const broken = new Set(
    program
      .getSemanticDiagnostics(source)
      .map((diagnostic) => source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line),
  );
  const judged: Record<string, Judged> = {};
  source.statements.filter(ts.isTypeAliasDeclaration).forEach((statement) => {
    const index = /^P(\d+)$/.exec(statement.name.text)?.[1];
    if (index === undefined) return;
    const { old, prop, via } = pairs[Number(index)];
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line;
    const [from, to] = checker.getTypeArguments(
      checker.getTypeAtLocation(statement.type) as ts.TypeReference,
    );
    const unwritten = (type: ts.Type, text: string) =>
      /\bany\b/.test(checker.typeToString(type)) && !/\bany\b/.test(text);
    if (!from || !to || broken.has(line) || unwritten(from, old.type) || unwritten(to, prop.type)) {
      console.warn(
        `  ${prop.section}.${prop.name}: left to the texts (${old.type} → ${prop.type})`,
      );
      return;
    }
    const widens = checker.isTypeAssignableTo(from, to);
    const narrows = checker.isTypeAssignableTo(to, from);
    let judgement: Judgement =
      widens && narrows ? 'same' : widens ? 'widened' : narrows ? 'narrowed' : 'changed';
    // `any` is assignable both ways, so types that gained or lost one compare as the same:
    // `HTMLAttributes<HTMLElement>` → `HTMLAttributes<any>` accepts more, the reverse fewer.
    if (judgement === 'same') {
      const anys = (declared: ExtractedProp, release: Emitted) =>
        [declared.type, ...(via ?? []).map((name) => definition(release, name))]
          .join('\n')
          .match(/\bany\b/g)?.length ?? 0;
      const gained = anys(prop, after) - anys(old, before);
      if (gained) judgement = gained > 0 ? 'widened' : 'narrowed';
    }
    judged[`${prop.section}.${prop.name}`] = via
      ? { judgement, via: via.map((name) => typeChange(name, before, after)) }
      : { judgement };
    const what = via ? `${prop.type}, via ${via.join(', ')}` : `${old.type} → ${prop.type}`;
    console.log(`  ${prop.section}.${prop.name}: ${judgement} (${what})`);
  });
  return judged;
}

const started = Date.now();
const releases = releasesToRead();
if (releases[releases.length - 1]?.version !== to)
  throw new Error(`${to} is not in ${RELEASES_FILE}`);
if (keep) mkdirSync(resolve(keep), { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'api-history-'));
const packages = arg('published') ? resolve(arg('published') as string) : join(work, 'published');
const served = publishedVersions();
const snapshots: ReleaseSnapshot[] = [];
const publishedSnapshots: ReleaseSnapshot[] = [];
const differences: string[] = [];
try {
  let previous: Emitted | undefined;
  for (const each of releases) {
    const { release, snapshot, errors } = emitRelease(each, work);
    const from =
      (each.commit ? `commit ${each.commit.slice(0, 8)}` : 'published package') +
      (each.taggedVersion ? `; its tag names a commit of ${each.taggedVersion}` : '');
    console.log(
      `${each.version} (${from}): ${snapshot.props.length} props, ${snapshot.exports.length} exports (${errors} type errors)`,
    );
    const judged = previous ? judgeChanges(work, previous, release) : {};
    snapshots.push(Object.keys(judged).length ? { ...snapshot, judged } : snapshot);
    if (served.has(each.version)) {
      const published = each.commit ? readPublished(each.version) : snapshot;
      publishedSnapshots.push(published);
      for (const difference of publishedDifferences(snapshot, published))
        differences.push(`${each.version} ${difference}`);
    }
    if (previous && !previous.root.startsWith(packages))
      rmSync(previous.root, { recursive: true, force: true });
    previous = release;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (differences.length) {
  console.error(
    `${differences.length} differences between the releases and their published packages:\n${differences.join('\n')}`,
  );
  process.exit(1);
}
const history: ApiHistory = deriveApiHistory(snapshots, 'react-component/table');
// Formatted as `npm run format` would, so that the kept file passes `format:check` as written.
const prettierOptions = (await resolveConfig(out)) ?? {};
writeFileSync(out, await format(JSON.stringify(history), { ...prettierOptions, filepath: out }));
const publishedOut = resolve(PUBLISHED_TYPES_FILE);
const publishedHistory = deriveApiHistory(publishedSnapshots, 'npm:rc-table');
writeFileSync(
  publishedOut,
  await format(JSON.stringify(publishedHistory), { ...prettierOptions, filepath: publishedOut }),
);
const props = Object.values(history.props).flatMap((section) => Object.values(section));
console.log(
  `${releases.length} releases ${releases[0].version}–${to} (${publishedSnapshots.length} compared with their published packages), ${props.length} props ` +
    `(${props.filter((prop) => prop.changes).length} changed), ` +
    `${Object.keys(history.exports).length} exports → ${out} in ${Math.round((Date.now() - started) / 1000)} s`,
);
