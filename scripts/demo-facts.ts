/**
 * `npm run demos:facts [-- --dist <folder>] [-- --demo <name>]`: reads what each demo's table is to
 * assistive technology and to CSS from its standalone page of a built site (dist/ by default) in
 * the system Chromium at 1280 px, and writes src/shared/demos/facts/<demo>.json
 * (tests/support/demoFacts.ts). The pages' Accessibility sections are written from those files;
 * tests/e2e/demo-facts.spec.ts fails when a demo no longer gives what its file says.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { CHROMIUM_ARGS, findTestChromium } from './chromium';
import { arg } from './cli';
import { startServer } from './serve.mjs';
import { settle } from './settle';
import {
  builtDemos,
  deriveDemoFacts,
  FACTS_DIR,
  FACTS_VIEWPORT,
  factsJson,
  standaloneId,
} from '../tests/support/demoFacts';

async function main() {
  const dist = arg('dist') ?? 'dist';
  const only = arg('demo');
  const demos = builtDemos(dist).filter((demo) => !only || demo === only);
  if (!demos.length) throw new Error(`no standalone demo pages in ${dist}/~demos: build first`);
  const { server, url } = await startServer({ dir: dist, port: 0 });
  const browser = await chromium.launch({
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: FACTS_VIEWPORT });
    mkdirSync(FACTS_DIR, { recursive: true });
    for (const demo of demos) {
      await page.goto(`${url}~demos/${standaloneId(demo)}`);
      await settle(page);
      const facts = await deriveDemoFacts(page, demo);
      // Formatted as `npm run format` leaves it, so the check of formatting passes as written.
      const file = join(FACTS_DIR, `${demo}.json`);
      const options = await resolveConfig(file);
      writeFileSync(file, await format(factsJson(facts), { ...options, filepath: file }));
      console.log(
        `${demo}: ${facts.tables.length} table(s), ${facts.keyboard.length} Tab stop(s), ${facts.classes.length} classes`,
      );
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
