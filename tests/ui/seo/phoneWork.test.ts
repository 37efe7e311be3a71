import { describe, expect, it } from 'vitest';
import {
  IDLE_MARK,
  MIN_BENCHMARK_INDEX,
  PHONE_WORK_BUDGETS,
  formatPhoneWork,
  judgePhoneWork,
  medianPhoneWork,
  phoneWorkMisses,
  phoneWorkOf,
  type LhrLike,
} from '../../../scripts/lighthouse/phoneWork.mjs';

/** A Lighthouse result of a page with these figures, measured on a host of this benchmark index. */
const lhr = ({
  index,
  mainThread,
  bootup,
  dom,
  scriptBytes,
  afterIdle = [],
}: {
  index: number;
  mainThread: number;
  bootup: number;
  dom: number;
  scriptBytes: number[];
  /** Scripts asked for after the app marked the page idle (IDLE_MARK, at 2 s). */
  afterIdle?: number[];
}): LhrLike => ({
  environment: { benchmarkIndex: index },
  audits: {
    'mainthread-work-breakdown': {
      numericValue: mainThread,
      details: {
        items: [
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: mainThread * 0.6 },
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: mainThread * 0.4 },
        ],
      },
    },
    'bootup-time': {
      numericValue: bootup,
      details: {
        items: [
          {
            url: 'http://127.0.0.1:4173/assets/index-abc.js',
            total: bootup,
            scripting: bootup - 5,
            scriptParseCompile: 5,
          },
        ],
      },
    },
    'dom-size': { numericValue: dom },
    'user-timings': {
      details: { items: afterIdle.length ? [{ name: IDLE_MARK, timingType: 'Mark', startTime: 2000 }] : [] },
    },
    // The first request 5 ms after the time origin: a script asked for at 1995 ms on its clock is at the mark.
    metrics: { details: { items: [{ observedTimeOriginTs: 1_000_000 }] } },
    'network-requests': {
      details: {
        debugData: { networkStartTimeTs: 1_005_000 },
        items: [
          ...scriptBytes.map((transferSize, at) => ({
            url: `http://127.0.0.1:4173/assets/chunk${at}.js`,
            resourceType: 'Script',
            transferSize,
            rendererStartTime: 100 + at,
          })),
          ...afterIdle.map((transferSize, at) => ({
            url: `http://127.0.0.1:4173/assets/backend${at}.js`,
            resourceType: 'Script',
            transferSize,
            rendererStartTime: 1995 + at,
          })),
          { url: 'http://127.0.0.1:4173/images/sofa.webp', resourceType: 'Image', transferSize: 90_000 },
        ],
      },
    },
  },
});

const AT_BUDGET = {
  index: MIN_BENCHMARK_INDEX,
  mainThread: 1500,
  bootup: 600,
  dom: 400,
  scriptBytes: [100 * 1024, 50 * 1024],
};
const verdicts = (result: LhrLike) =>
  Object.fromEntries(judgePhoneWork(phoneWorkOf(result)).map(({ id, ok }) => [id, ok]));

describe("the phone's work against its budgets", () => {
  it('meets every budget at its limit, counting only the scripts transferred', () => {
    const work = phoneWorkOf(lhr(AT_BUDGET));
    expect(work.figures).toEqual({ mainThread: 1500, bootup: 600, domElements: 400, scriptKiB: 150 });
    expect(verdicts(lhr(AT_BUDGET))).toEqual({
      mainThread: true,
      bootup: true,
      domElements: true,
      scriptKiB: true,
    });
  });

  it('counts only the scripts asked for before the app marked the page idle, and prints the others as after it', () => {
    const work = phoneWorkOf(lhr({ ...AT_BUDGET, afterIdle: [80 * 1024] }));
    expect(work.figures.scriptKiB).toBe(150);
    expect(verdicts(lhr({ ...AT_BUDGET, afterIdle: [80 * 1024] })).scriptKiB).toBe(true);
    expect(formatPhoneWork([{ path: '/', work }])).toContain('chunk1.js 50.0, backend0.js 80.0 (after idle)');
  });

  it('misses each budget one over its limit', () => {
    expect(
      verdicts(lhr({ ...AT_BUDGET, mainThread: 1501, bootup: 601, dom: 401, scriptBytes: [150 * 1024 + 1] })),
    ).toEqual({
      mainThread: false,
      bootup: false,
      domElements: false,
      scriptKiB: false,
    });
  });

  it('does not judge times measured on a host too slow to stand for the phone, but still judges DOM and bytes', () => {
    const slowHost = lhr({
      ...AT_BUDGET,
      index: MIN_BENCHMARK_INDEX - 1,
      mainThread: 4000,
      bootup: 2000,
      dom: 401,
    });
    expect(verdicts(slowHost)).toEqual({
      mainThread: null,
      bootup: null,
      domElements: false,
      scriptKiB: true,
    });
  });

  it('fails the run on a miss of a budget every landing page meets, and only prints a miss of the others', () => {
    const over = phoneWorkOf(lhr({ ...AT_BUDGET, mainThread: 1501, bootup: 601, dom: 401 }));
    expect(phoneWorkMisses([{ path: '/', work: over }])).toEqual([
      { fails: false, line: '/ Main thread 1501 ms over its budget of 1500 ms (printed, not yet a failure)' },
      { fails: true, line: '/ JS boot-up 601 ms over its budget of 600 ms' },
      { fails: true, line: '/ DOM elements 401 over its budget of 400' },
    ]);
    expect(phoneWorkMisses([{ path: '/', work: phoneWorkOf(lhr(AT_BUDGET)) }])).toEqual([]);
  });

  it("judges each figure's median over a page's runs, so one run the host slowed moves no verdict", () => {
    const runs = [
      { ...AT_BUDGET, index: 3200, mainThread: 1300, bootup: 420 },
      { ...AT_BUDGET, index: 2100, mainThread: 2100, bootup: 640 },
      { ...AT_BUDGET, index: 2900, mainThread: 1400, bootup: 400 },
    ].map((figures) => phoneWorkOf(lhr(figures)));
    const work = medianPhoneWork(runs);
    expect(work.benchmarkIndex).toBe(2900);
    expect(work.figures).toMatchObject({ mainThread: 1400, bootup: 420 });
    expect(work.mainThreadByKind).toEqual(runs[2]?.mainThreadByKind);
    expect(phoneWorkMisses([{ path: '/', work }])).toEqual([]);
    expect(
      phoneWorkMisses([
        { path: '/', work: phoneWorkOf(lhr({ ...AT_BUDGET, mainThread: 2100, bootup: 640 })) },
      ]),
    ).toHaveLength(2);
  });

  it('fails a figure Lighthouse could not measure', () => {
    expect(verdicts({ environment: { benchmarkIndex: 2500 }, audits: {} })).toEqual({
      mainThread: false,
      bootup: false,
      domElements: false,
      scriptKiB: false,
    });
  });

  it('prints each page under the budgets with the host index, and where its time went', () => {
    const table = formatPhoneWork([
      { path: '/', work: phoneWorkOf(lhr({ ...AT_BUDGET, index: 2400, dom: 734 })) },
      { path: '/products', work: phoneWorkOf(lhr({ ...AT_BUDGET, index: 1200, mainThread: 3000 })) },
    ]);
    const [header, , home, products] = table.split('\n');
    for (const { label } of PHONE_WORK_BUDGETS) expect(header).toContain(label);
    expect(home).toMatch(/^\/\s+2400\s+1500 ms\s+600 ms\s+734 ✗\s+150\.0 KiB$/);
    expect(products).toMatch(/^\/products\s+1200\s+3000 ms ~\s+600 ms ~\s+400\s+150\.0 KiB$/);
    expect(table).toContain('main thread by kind: Script Evaluation 1800, Style & Layout 1200');
    expect(table).toContain('index-abc.js 600/595/5');
    expect(table).toContain('chunk0.js 100.0, chunk1.js 50.0');
  });
});
