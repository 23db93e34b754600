export interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** True when `version` names exactly one release: no range, no tag. */
export function isExactVersion(version: string | undefined): version is string {
  return typeof version === 'string' && EXACT_VERSION.test(version);
}

/** The exact version in the site's package.json, else `fallback`; throws rather than a range. */
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
