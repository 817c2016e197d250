import { describe, expect, it } from 'vitest';
import { feltSpeedTable, formatRatio, formatValue, machineLine, median, medians, ratio, tapsTable, type Sample } from './report';

const sample = (overrides: Partial<Sample> = {}): Sample => ({
  fcp: 1000,
  lcp: 1200,
  hydrated: 2000,
  tbt: 100,
  tapToPaint: 48,
  tapToCount: 120,
  bytes: 120_000,
  htmlBytes: 4_700,
  domElements: 18,
  ...overrides,
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has none for no values', () => {
    expect(median([])).toBeNull();
  });
});

describe('medians', () => {
  it('leaves out the samples without a figure, and has none when no sample has it', () => {
    const figures = medians([sample({ tapToCount: null, tapToPaint: null }), sample({ tapToCount: 300, tapToPaint: null }), sample({ tapToCount: 100, tapToPaint: null })]);
    expect(figures.get('tap → bag count visible')).toBe(200);
    expect(figures.get('tap "Add to bag" → next paint')).toBeNull();
  });

  it('derives first paint → hydrated from each sample', () => {
    expect(medians([sample({ fcp: 1500, hydrated: 3400 })]).get('first paint → hydrated')).toBe(1900);
  });
});

describe('ratio', () => {
  it('is the shop over the floor', () => {
    expect(ratio(3300, 1500)).toBeCloseTo(2.2);
  });

  it('has none when a side is missing or the floor is 0', () => {
    expect(ratio(null, 1500)).toBeNull();
    expect(ratio(3300, null)).toBeNull();
    expect(ratio(120, 0)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows times in ms under a second and in seconds from one', () => {
    expect(formatValue(312.4, 'ms')).toBe('312 ms');
    expect(formatValue(3300, 'ms')).toBe('3.30 s');
  });

  it('shows bytes in KB of 1000 bytes, counts whole, and a dash for nothing', () => {
    expect(formatValue(42_500, 'bytes')).toBe('42.5 KB');
    expect(formatValue(320, 'count')).toBe('320');
    expect(formatValue(null, 'ms')).toBe('—');
  });

  it('shows ratios with one decimal', () => {
    expect(formatRatio(2.2)).toBe('2.2×');
    expect(formatRatio(null)).toBe('—');
  });
});

describe('feltSpeedTable', () => {
  const table = feltSpeedTable(
    new Map([
      ['floor', [sample()]],
      ['home', [sample({ fcp: 2000, tapToPaint: null, tapToCount: null })]],
    ]),
    ['home'],
  );

  it('has a row per metric under its header, floor first, then each page with its ratio', () => {
    expect(table[0]).toMatch(/^\| median +\| +floor \| +home \| ÷ floor \|$/);
    expect(table).toHaveLength(12);
    expect(table.find((line) => line.startsWith('| first paint (FCP)'))).toMatch(/\| +1\.00 s \| +2\.00 s \| +2\.0× \|$/);
  });

  it('shows a dash for a page without "Add to bag"', () => {
    expect(table.find((line) => line.startsWith('| tap → bag count visible'))).toMatch(/\| +120 ms \| +— \| +— \|$/);
  });

  it('lines its columns up', () => {
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });
});

describe('machineLine', () => {
  it('names Chromium, the cores and the load at both ends', () => {
    expect(machineLine('156.0.8078.114', 2)).toBe('Chromium 156.0.8078.114, 2 CPUs');
  });
});

describe('tapsTable', () => {
  const paints = (...values: number[]) => values.map((paint) => ({ paint, answer: null }));

  it('gives each tap its next paint’s median and slowest, the runs and whether the median is within 200 ms', () => {
    const table = tapsTable(
      new Map([
        ['menu', paints(88, 160, 112)],
        ['wishlist (guest)', paints(176, 208, 240, 232)],
        ['filters', []],
      ]),
    );
    expect(table[0]).toMatch(/^\| tap +\| next paint \| slowest \| answer shown \| slowest \| runs \| next paint ≤ 200 ms \|$/);
    expect(table[2]?.split('|').map((cell) => cell.trim())).toEqual(['', 'menu', '112 ms', '160 ms', '—', '—', '3', 'yes', '']);
    expect(table[3]?.split('|').map((cell) => cell.trim())).toEqual(['', 'wishlist (guest)', '220 ms', '240 ms', '—', '—', '4', 'no', '']);
    expect(table[4]?.split('|').map((cell) => cell.trim())).toEqual(['', 'filters', '—', '—', '—', '—', '0', '—', '']);
  });

  it('gives the answer’s median and slowest beside them, and judges the next paint only', () => {
    const table = tapsTable(
      new Map([
        [
          'bag',
          [
            { paint: 96, answer: 420 },
            { paint: 104, answer: 380 },
            { paint: 120, answer: 610 },
          ],
        ],
      ]),
    );
    expect(table[2]?.split('|').map((cell) => cell.trim())).toEqual(['', 'bag', '104 ms', '120 ms', '420 ms', '610 ms', '3', 'yes', '']);
  });

  it('counts a median of exactly 200 ms as within the goal', () => {
    expect(tapsTable(new Map([['bag', paints(200)]]))[2]?.split('|').map((cell) => cell.trim())[7]).toBe('yes');
  });
});
