/**
 * One TypeScript LanguageService over virtual files (the code shown on the site) and the real
 * project on disk: `node_modules` for the packages, `demos/` for the files a demo imports.
 */
import { statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Occurrence, TypeInfo } from './types';

/** As the project's tsconfig.json, minus what concerns the site's own code (paths, test globals). */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  allowJs: true,
  checkJs: false,
  noEmit: true,
  // Only the types a file imports; the site's test globals (vitest) have no place in a demo.
  types: [],
  // Every file is a module, so that snippets without imports do not share one global scope.
  moduleDetection: ts.ModuleDetectionKind.Force,
};

/** A local file that a file imports, with its text as the compiler reads it. */
export interface Dependency {
  path: string;
  text: string;
}

/** What `TypeService.inspect` finds in a file. */
export interface Inspection {
  occurrences: Occurrence[];
  infos: TypeInfo[];
}

export interface TypeServiceOptions {
  rootDir: string;
  /** Packages whose declarations are described (by package name, `@types/` included). */
  packages: readonly string[];
}

/** The package a file of `node_modules` belongs to, e.g. `@types/react`, `rc-table`. */
function packageOf(path: string): string | undefined {
  const parts = path.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return undefined;
  const name = parts[at + 1];
  return name?.startsWith('@') ? `${name}/${parts[at + 2]}` : name;
}

/**
 * At an import, TypeScript describes the alias: `(alias) type ColumnsType<…> = …` and a second line
 * `import ColumnsType`. Only the declaration is kept: the import line is on the page already.
 */
function withoutAlias(parts: ts.SymbolDisplayPart[]): ts.SymbolDisplayPart[] {
  const [open, alias, close, space] = parts;
  if (open?.text !== '(' || alias?.text !== 'alias' || close?.text !== ')') return parts;
  let end = parts.length;
  for (let i = parts.length - 1; i > 0; i--) {
    if (parts[i].kind === 'lineBreak' && parts[i + 1]?.text === 'import') {
      end = i;
      break;
    }
  }
  return parts.slice(space?.kind === 'space' ? 4 : 3, end);
}

/** Longer display texts (a CSS string constant's literal type…) are cut there. */
const MAX_TYPE_LENGTH = 600;

function displayText(parts: ts.SymbolDisplayPart[]): string {
  const text = ts.displayPartsToString(withoutAlias(parts));
  return text.length > MAX_TYPE_LENGTH ? `${text.slice(0, MAX_TYPE_LENGTH)}…` : text;
}

/** Doc text without the braces of `{@link …}` (kind `link`), which read as code in a tooltip. */
function docText(parts: readonly ts.SymbolDisplayPart[] | undefined): string {
  return (parts ?? [])
    .filter((part) => part.kind !== 'link')
    .map((part) => part.text)
    .join('')
    .trim();
}

/** A JSX element whose tag is an HTML/SVG element (`div`), not a component. */
function isIntrinsicTag(tag: ts.JsxTagNameExpression): boolean {
  return (ts.isIdentifier(tag) && /^[a-z]/.test(tag.text)) || ts.isJsxNamespacedName(tag);
}

/**
 * Identifiers that describe the HTML rather than rc-table or React: an intrinsic element's tag
 * name (`div`) and attributes (`className`), which would put a tooltip on most of the markup.
 */
function isHtmlName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (
    (ts.isJsxOpeningElement(parent) ||
      ts.isJsxSelfClosingElement(parent) ||
      ts.isJsxClosingElement(parent)) &&
    parent.tagName === node
  ) {
    return isIntrinsicTag(parent.tagName);
  }
  if (ts.isJsxAttribute(parent) && parent.name === node) {
    const element = parent.parent.parent;
    return isIntrinsicTag(element.tagName);
  }
  return false;
}

/** The object literal or JSX attributes whose property `node` names, if it names one. */
function literalOf(node: ts.Identifier): ts.ObjectLiteralExpression | ts.JsxAttributes | undefined {
  const parent = node.parent;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isShorthandPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent)) &&
    parent.name === node &&
    ts.isObjectLiteralExpression(parent.parent)
  ) {
    return parent.parent;
  }
  return ts.isJsxAttribute(parent) && parent.name === node ? parent.parent : undefined;
}

/** A path as TypeScript writes file names: with `/` on every system. */
const slashed = (path: string) => path.replace(/\\/g, '/');

const inNodeModules = (path: string) => /[\\/]node_modules[\\/]/.test(path);

/**
 * Files on disk as the compiler reads them: by modification time, read once per version. Files
 * under `node_modules` are taken not to change while the service lives.
 */
class Disk {
  private readonly files = new Map<string, { version: string; snapshot?: ts.IScriptSnapshot }>();

  /** The file's version now (`''` if it is gone); a changed file's old text is forgotten. */
  version(path: string): string {
    const known = this.files.get(path);
    if (known && inNodeModules(path)) return known.version;
    let version = '';
    try {
      version = String(statSync(path).mtimeMs);
    } catch {
      // A file that is gone has no version: TypeScript then asks for no snapshot.
    }
    if (known?.version !== version) this.files.set(path, { version });
    return version;
  }

  snapshot(path: string): ts.IScriptSnapshot | undefined {
    if (!this.version(path)) return undefined;
    const known = this.files.get(path);
    if (known && !known.snapshot) {
      const text = ts.sys.readFile(path);
      if (text !== undefined) known.snapshot = ts.ScriptSnapshot.fromString(text);
    }
    return known?.snapshot;
  }

  /** Whether a file read so far outside `node_modules` changed since. */
  changed(): boolean {
    let changed = false;
    for (const [path, { version }] of this.files) {
      if (!inNodeModules(path) && this.version(path) !== version) changed = true;
    }
    return changed;
  }
}

/** The LanguageService, its virtual files, and the identifier walk. */
export class TypeService {
  private readonly rootDir: string;
  private readonly packages: ReadonlySet<string>;
  private readonly virtual = new Map<
    string,
    { text: string; version: number; snapshot: ts.IScriptSnapshot }
  >();
  private readonly disk = new Disk();
  private projectVersion = 0;
  /**
   * A virtual file whose new versions make a new program. TypeScript's quick info depends on what
   * its checker resolved before (a property read in an earlier file prints as
   * `ColumnType<RecordType>.dataIndex`, in a fresh checker as `ColumnType<Employee>.dataIndex`):
   * each file gets a fresh checker, so that its info does not depend on the files before it.
   */
  private readonly fresh: { path: string; version: number; used: boolean };
  private readonly service: ts.LanguageService;
  private readonly resolutionCache: ts.ModuleResolutionCache;

  constructor({ rootDir, packages }: TypeServiceOptions) {
    this.rootDir = slashed(resolve(rootDir));
    this.packages = new Set(packages);
    this.fresh = { path: this.path('.code-types-fresh.ts'), version: 0, used: false };
    const freshSnapshot = ts.ScriptSnapshot.fromString('export {};\n');
    this.resolutionCache = ts.createModuleResolutionCache(
      this.rootDir,
      (name) => name,
      COMPILER_OPTIONS,
    );
    const host: ts.LanguageServiceHost = {
      getProjectVersion: () => String(this.projectVersion),
      getCompilationSettings: () => COMPILER_OPTIONS,
      getScriptFileNames: () => [...this.virtual.keys(), this.fresh.path],
      getScriptVersion: (path) => {
        if (path === this.fresh.path) return `v${this.fresh.version}`;
        const file = this.virtual.get(path);
        return file ? `v${file.version}` : this.disk.version(path);
      },
      getScriptSnapshot: (path) => {
        if (path === this.fresh.path) return freshSnapshot;
        const file = this.virtual.get(path);
        return file ? file.snapshot : this.disk.snapshot(path);
      },
      getCurrentDirectory: () => this.rootDir,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (path) => this.virtual.has(path) || ts.sys.fileExists(path),
      readFile: (path) => this.textOf(path),
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
      realpath: ts.sys.realpath,
      useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /** The absolute path of a file name relative to the root. */
  path(fileName: string): string {
    return slashed(isAbsolute(fileName) ? fileName : join(this.rootDir, fileName));
  }

  /** Sets the text of virtual files; a file on disk of the same name is hidden by it. */
  setFiles(files: readonly { fileName: string; text: string }[]): void {
    for (const { fileName, text } of files) {
      const path = this.path(fileName);
      const known = this.virtual.get(path);
      if (known?.text === text) continue;
      const snapshot = ts.ScriptSnapshot.fromString(text);
      this.virtual.set(path, { text, version: (known?.version ?? 0) + 1, snapshot });
      this.projectVersion++;
    }
  }

  /** Notices edits on disk (demos/_data…) since the last call. */
  refresh(): void {
    if (this.disk.changed()) this.projectVersion++;
  }

  /** The text a path has for the compiler: virtual, or on disk. */
  textOf(path: string): string | undefined {
    return this.virtual.get(path)?.text ?? ts.sys.readFile(path);
  }

  /**
   * The local files (not under `node_modules`) a file imports, directly or not: what its types
   * depend on besides the packages.
   */
  dependencies(fileName: string): Dependency[] {
    const start = this.path(fileName);
    const host: ts.ModuleResolutionHost = {
      fileExists: (path) => this.virtual.has(path) || ts.sys.fileExists(path),
      readFile: (path) => this.textOf(path),
    };
    const seen = new Set<string>([start]);
    const queue = [start];
    const found: Dependency[] = [];
    while (queue.length) {
      const file = queue.shift() as string;
      const text = this.textOf(file) ?? '';
      for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
        const resolved = ts.resolveModuleName(
          specifier,
          file,
          COMPILER_OPTIONS,
          host,
          this.resolutionCache,
        ).resolvedModule;
        if (!resolved || resolved.isExternalLibraryImport) continue;
        const path = slashed(resolve(resolved.resolvedFileName));
        if (seen.has(path) || inNodeModules(path)) continue;
        seen.add(path);
        queue.push(path);
        found.push({ path, text: this.textOf(path) ?? '' });
      }
    }
    return found;
  }

  /** Where a symbol is declared, if that is a described package or a local file. */
  private sourceOf(symbol: ts.Symbol): string | undefined {
    for (const declaration of symbol.declarations ?? []) {
      const path = declaration.getSourceFile().fileName;
      const name = packageOf(path);
      if (name === undefined) {
        if (slashed(resolve(path)).startsWith(`${this.rootDir}/`)) return 'local';
      } else if (this.packages.has(name)) {
        return name.replace(/^@types\//, '');
      }
    }
    return undefined;
  }

  /**
   * The identifiers of a virtual file that have quick info worth showing, with that info; those
   * before `from` (a hidden prelude) are left out and offsets count from `from`.
   */
  inspect(fileName: string, from = 0): Inspection {
    const path = this.path(fileName);
    if (this.fresh.used) {
      this.fresh.version++;
      this.projectVersion++;
    }
    this.fresh.used = true;
    const program = this.service.getProgram();
    const file = program?.getSourceFile(path);
    if (!program || !file) throw new Error(`[codeTypes] ${fileName} is not in the program`);
    const checker = program.getTypeChecker();
    const contextualTypes = new Map<ts.Node, ts.Type | undefined>();
    const occurrences: Occurrence[] = [];
    const infos: TypeInfo[] = [];
    const infoIndex = new Map<string, number>();

    /** The declared property a literal's property name stands for (`ColumnType.dataIndex`). */
    const declaredProperty = (node: ts.Identifier, literal: ts.Node): ts.Symbol | undefined => {
      if (!contextualTypes.has(literal)) {
        contextualTypes.set(literal, checker.getContextualType(literal as ts.Expression));
      }
      const type = contextualTypes.get(literal);
      for (const member of type?.isUnion() ? type.types : type ? [type] : []) {
        const property = checker.getPropertyOfType(member, node.text);
        if (property) return property;
      }
      return undefined;
    };

    const describe = (node: ts.Identifier, start: number): TypeInfo | undefined => {
      if (isHtmlName(node)) return undefined;
      const literal = literalOf(node);
      // A literal's own property (no declared type gives it) is described by the value beside it.
      const declared = literal && declaredProperty(node, literal);
      if (literal && !declared) return undefined;
      const symbol = declared ?? checker.getSymbolAtLocation(node);
      if (!symbol) return undefined;
      const source = this.sourceOf(
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
      );
      if (!source) return undefined;
      // An unresolved name, or one TypeScript knows nothing of (an untyped JavaScript parameter).
      // A declared property is judged by its declaration: `columns={columns}` in a snippet that
      // lacks the variable still names `TableProps.columns`.
      const type = declared
        ? checker.getTypeOfSymbolAtLocation(declared, node)
        : checker.getTypeAtLocation(node);
      if (type.flags & ts.TypeFlags.Any) return undefined;
      return this.quickInfo(path, start, source);
    };

    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const start = node.getStart(file);
        const info = start >= from ? describe(node, start) : undefined;
        if (info) {
          const key = JSON.stringify(info);
          let index = infoIndex.get(key);
          if (index === undefined) {
            index = infos.push(info) - 1;
            infoIndex.set(key, index);
          }
          occurrences.push({ start: start - from, end: node.end - from, info: index });
        }
      }
      node.forEachChild(visit);
    };
    file.forEachChild(visit);
    return { occurrences, infos };
  }

  private quickInfo(path: string, start: number, source: string): TypeInfo | undefined {
    const quickInfo = this.service.getQuickInfoAtPosition(path, start);
    if (!quickInfo?.displayParts?.length) return undefined;
    return {
      type: displayText(quickInfo.displayParts),
      docs: docText(quickInfo.documentation),
      tags: (quickInfo.tags ?? []).map((tag) => ({ name: tag.name, text: docText(tag.text) })),
      source,
    };
  }

  dispose(): void {
    this.service.dispose();
  }
}
