/**
 * Exact dependency versions for exported playground projects. The only source of truth is the
 * site's package.json: a playground must install what the site itself runs.
 */

/** The part of a package.json that pins read. */
export interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** `1.2.3` or `1.2.3-beta.1`: a version npm resolves to exactly one release (no ranges or tags). */
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** True when `version` names exactly one release: no `^`, `~`, ranges, `latest` or other tags. */
export function isExactVersion(version: string | undefined): version is string {
  return typeof version === 'string' && EXACT_VERSION.test(version);
}

/**
 * The exact version of `name` the site runs: its entry in `dependencies` or `devDependencies` of
 * `manifest`. When the site does not list the package, `fallback` (the version dumi found
 * installed) is used if it is exact. Throws when no exact version is known, so a playground never
 * ships a range.
 */
export function pinnedVersion(name: string, manifest: PackageManifest, fallback?: string): string {
  const listed = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
  if (listed !== undefined) {
    if (!isExactVersion(listed)) {
      throw new Error(
        `package.json pins ${name} as "${listed}"; playgrounds need an exact version.`,
      );
    }
    return listed;
  }
  if (isExactVersion(fallback)) return fallback;
  throw new Error(`No exact version of ${name} for the playground: add it to package.json.`);
}

/** The DefinitelyTyped package of `name`: `react` → `@types/react`, `@a/b` → `@types/a__b`. */
export function typesPackageOf(name: string): string {
  return `@types/${name.replace(/^@/, '').replace('/', '__')}`;
}
