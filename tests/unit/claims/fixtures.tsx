import { screen } from '@testing-library/react';
import { Summary } from 'rc-table';
import type { ColumnsType } from 'rc-table/lib/interface';
import { resetWarned } from 'rc-util/lib/warning';
import { expect, onTestFinished, vi } from 'vitest';

/** The record of the API claims' tables. */
export interface Person {
  key: string;
  name: string;
  age: number;
}

export const data: Person[] = [
  { key: 'a', name: 'Ada', age: 36 },
  { key: 'b', name: 'Bob', age: 41 },
];

export const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Age', dataIndex: 'age', key: 'age' },
];

/** A `summary` prop returning `<Summary fixed={fixed}>` with one row. */
export function total(fixed?: boolean | 'top' | 'bottom') {
  return function renderSummary() {
    return (
      <Summary fixed={fixed}>
        <Summary.Row>
          <Summary.Cell index={0}>Total</Summary.Cell>
          <Summary.Cell index={1}>77</Summary.Cell>
        </Summary.Row>
      </Summary>
    );
  };
}

/** The block holding the summary's `<tfoot>`: the body, header or summary `<div>`, or the only one. */
export const summaryHolder = () =>
  screen
    .getByText('Total')
    .closest('div.rc-table-body, div.rc-table-header, div.rc-table-summary, div.rc-table-content');

/**
 * What rc-table prints with console.error while `run` renders. rc-util prints each warning once
 * per page load, so the record of printed warnings is cleared first.
 */
export function errorsDuring(run: () => void): string {
  resetWarned();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  error.mockClear();
  run();
  const said = error.mock.calls.flat().join('\n');
  error.mockRestore();
  return said;
}

/**
 * Defines a global `ResizeObserver` for the rest of one test, for code that makes one as it runs:
 * a demo's own observer of the site header. rc-table never gets it: jsdom has none and the unit
 * setup defines none, so rc-resize-observer, which made its one observer from
 * resize-observer-polyfill when it was imported, measures with the polyfill's own implementation.
 * This stub refuses to observe a table, an element inside one or one holding one, so no claim
 * about what rc-table measures can rest on it. Call it in the test's own body and name it in the
 * proof's `stubs` (tests/claims): the inventory test checks both. Returns a function that reports
 * a resize of every observed element, as a browser does when one changes size.
 */
export function stubResizeObserver(): () => void {
  expect('ResizeObserver' in globalThis, 'a ResizeObserver was defined before the test').toBe(
    false,
  );
  const observers: Array<{ report: () => void }> = [];
  class ResizeObserverStub {
    private readonly targets = new Set<Element>();
    constructor(callback: ResizeObserverCallback) {
      observers.push({
        report: () =>
          callback(
            [...this.targets].map((target) => ({ target }) as ResizeObserverEntry),
            this as unknown as ResizeObserver,
          ),
      });
    }
    observe(target: Element) {
      if (target.closest('table') || target.querySelector('table'))
        throw new Error('stubResizeObserver: a table is measured by rc-table, not by this stub');
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return () => observers.forEach((observer) => observer.report());
}
