/** A custom property of the table stylesheet: its values and the declarations that read it. */
export interface CssProperty {
  name: string;
  /** Its value under `:root` (light mode). */
  value: string;
  /** Its value in dark mode, where the site's theme sets one again. */
  dark?: string;
  /** The CSS properties whose value reads it, in the order they first do. */
  uses: string[];
  /** How many rules read it. */
  rules: number;
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** `--name: value;` declarations of a block of CSS, in order. */
function declarations(block: string): Array<[string, string]> {
  return [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]);
}

/**
 * The custom properties the `:root` rule of `css` declares, each with the properties of the
 * other rules that read it; `dark` is the stylesheet that sets them again for dark mode (the site's
 * .dumi/global.less), read for the same names.
 */
export function cssProperties(css: string, dark = ''): CssProperty[] {
  const plain = withoutComments(css);
  const root = /:root\s*\{([^}]*)\}/.exec(plain)?.[1] ?? '';
  const darkValues = new Map(declarations(withoutComments(dark)));
  const rules = [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(
    (rule) => rule[1].trim() !== ':root',
  );
  return declarations(root).map(([name, value]) => {
    const uses: string[] = [];
    let count = 0;
    const reads = new RegExp(`var\\(${name.replace(/[-]/g, '\\-')}\\)`);
    for (const [, , body] of rules) {
      let read = false;
      for (const [, property, propertyValue] of body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)) {
        if (!reads.test(propertyValue)) continue;
        read = true;
        if (!uses.includes(property)) uses.push(property);
      }
      if (read) count += 1;
    }
    return { name, value, dark: darkValues.get(name), uses, rules: count };
  });
}
