import { alignHeadingLevels, ensureDefinitionTerms, VISUALLY_HIDDEN_CLASS } from '../../../src/a11y/structure';

describe('ensureDefinitionTerms', () => {
  it('adds a hidden term before the items of a list that has none', () => {
    document.body.innerHTML = '<dl id="a"><dd>one</dd><dd>two</dd></dl><dl id="b"><dt>T</dt><dd>x</dd></dl><dl id="c"></dl>';
    expect(ensureDefinitionTerms(document.body, (list) => `term ${list.id}`)).toBe(1);
    const first = document.querySelector('#a')!.firstElementChild!;
    expect(first.tagName).toBe('DT');
    expect(first.textContent).toBe('term a');
    expect(first.className).toBe(VISUALLY_HIDDEN_CLASS);
    expect(document.querySelectorAll('#b dt')).toHaveLength(1);
    expect(document.querySelector('#c')!.children).toHaveLength(0);
  });

  it('does not add a second term when run again', () => {
    document.body.innerHTML = '<dl><dd>one</dd></dl>';
    ensureDefinitionTerms(document.body, () => 'x');
    expect(ensureDefinitionTerms(document.body, () => 'x')).toBe(0);
    expect(document.querySelectorAll('dt')).toHaveLength(1);
  });
});

describe('alignHeadingLevels', () => {
  it('puts each matched title one level below the heading before it', () => {
    document.body.innerHTML = `
      <h1>Page</h1><h5 class="t" id="a">Demo</h5>
      <h2>Section</h2><h5 class="t" id="b">Demo</h5><h5 class="t" id="c">Demo</h5>
      <h3>Sub</h3><h4 class="t" id="d">Note</h4>`;
    expect(alignHeadingLevels(document.body, '.t')).toBe(4);
    const level = (id: string) => document.getElementById(id)!.getAttribute('aria-level');
    expect([level('a'), level('b'), level('c'), level('d')]).toEqual(['2', '3', '3', '4']);
    expect(alignHeadingLevels(document.body, '.t')).toBe(0);
  });

  it('never goes below level 6 and leaves other headings alone', () => {
    document.body.innerHTML = '<h6 id="x">Deep</h6><h5 class="t" id="y">Demo</h5>';
    alignHeadingLevels(document.body, '.t');
    expect(document.getElementById('y')!.getAttribute('aria-level')).toBe('6');
    expect(document.getElementById('x')!.hasAttribute('aria-level')).toBe(false);
  });
});
