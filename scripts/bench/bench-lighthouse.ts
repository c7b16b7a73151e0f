import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Audits per page; the median is reported. */
const RUNS = 3;

/** Where the e2e tier and `.ci/run` find Chromium: Debian's, never a downloaded one. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's mobile audit (its defaults: a mid-range phone, simulated slow 4G) of pages of the
 * built SPA served as CloudFront serves it (`web: 'dist'`, the production headers): the four
 * category scores out of 100, and LCP, TBT and CLS, of the median of three runs per page.
 */
export async function benchLighthouse(
  origin: string,
  paths: readonly string[],
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const audit = async () => {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        return result.lhr;
      };
      // A run Lighthouse itself could not complete (a runtime error, no score: seen once on the
      // first page of a fresh Chromium) is run again once, and said if it fails again.
      const completed = async () => {
        let run = await audit();
        if (run.runtimeError || run.categories.performance?.score == null) run = await audit();
        if (run.runtimeError) {
          console.warn(`Lighthouse on ${path}: ${run.runtimeError.code} ${run.runtimeError.message}`);
        }
        return run;
      };
      // The median of RUNS by performance: one run's score moves by up to 8 points on a 2-core
      // machine (TBT from 240 to 480 ms on the same build), more than the changes it should show.
      const runs = [];
      for (let index = 0; index < RUNS; index++) runs.push(await completed());
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)] ?? (await completed());
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
