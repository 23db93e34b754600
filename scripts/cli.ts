/** The command-line options of the scripts that read a clone of react-component/table. */

const argv = process.argv.slice(2);

/** The value of `--name value`, or undefined. */
export function arg(name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i > -1 ? argv[i + 1] : undefined;
}

/** The git directory given by `--repo`; exits with the usage line when there is none. */
export function repoArg(usage: string): string {
  const repo = arg('repo');
  if (!repo) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return repo;
}
