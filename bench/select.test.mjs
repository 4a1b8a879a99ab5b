import { describe, expect, it } from 'vitest';
import { requestedSections, selectSections } from './select.mjs';

const SECTIONS = ['bytes', 'load-timings', 'lighthouse', 'targets', 'api', 'catalogue'].map((name) => ({ name }));
const names = (sections) => sections.map((section) => section.name);

describe('requestedSections', () => {
  it('reads --only=a,b, --only a and BENCH_ONLY, the flag first', () => {
    expect(requestedSections(['--only=Load, lighthouse'], {})).toEqual(['load', 'lighthouse']);
    expect(requestedSections(['--only', 'catalogue'], { BENCH_ONLY: 'api' })).toEqual(['catalogue']);
    expect(requestedSections([], { BENCH_ONLY: 'api' })).toEqual(['api']);
  });

  it('asks for everything without a filter, and for nothing with an empty flag', () => {
    expect(requestedSections([], {})).toBeNull();
    expect(requestedSections(['--only='], {})).toEqual([]);
  });
});

describe('selectSections', () => {
  it('keeps the report order and matches part of a name', () => {
    expect(names(selectSections(SECTIONS, ['lighthouse', 'load']))).toEqual(['load-timings', 'lighthouse']);
    expect(names(selectSections(SECTIONS, null))).toEqual(names(SECTIONS));
  });

  it('refuses a word no section has, naming the sections', () => {
    expect(() => selectSections(SECTIONS, ['load', 'speed'])).toThrow(/"speed".*bytes, load-timings/);
    expect(() => selectSections(SECTIONS, [])).toThrow(/needs section names/);
  });
});
