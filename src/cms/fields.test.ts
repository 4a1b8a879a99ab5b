import { describe, expect, it } from 'vitest';
import { legalSchema } from '../content/legal-schema.ts';
import { DATE_PATTERN, LEGAL_FIELDS } from './fields.ts';

const field = (name: string) => LEGAL_FIELDS.find((f) => f.name === name);
const accepts = (pattern: string, value: string) => new RegExp(pattern).test(value);

describe('the CMS form of a legal document', () => {
  it('has one field per frontmatter key of the content schema, and the body', () => {
    expect(LEGAL_FIELDS.map((f) => f.name).sort()).toEqual([...Object.keys(legalSchema.shape), 'body'].sort());
  });

  it('requires what the schema requires and makes optional what has a default', () => {
    for (const [name, type] of Object.entries(legalSchema.shape)) {
      expect(field(name)?.required, name).toBe(!type.safeParse(undefined).success);
    }
    expect(field('sample')).toMatchObject({ widget: 'boolean', default: false });
  });

  it('refuses an empty title or description, as the build does', () => {
    expect(legalSchema.shape.title.safeParse('').success).toBe(false);
    expect(field('title')).toMatchObject({ widget: 'string', required: true });
    expect(legalSchema.shape.description.safeParse('').success).toBe(false);
    expect(field('description')).toMatchObject({ widget: 'string', required: true });
  });

  it('edits the body in the Markdown editor, without pictures', () => {
    expect(field('body')).toMatchObject({ widget: 'markdown', editor_components: [] });
  });
});

describe('the date pattern', () => {
  it.each([
    ['2026-11-21', true],
    ['2026-01-01', true],
    ['2026-12-31', true],
    ['2026-02-31', true], // the build reads it as 3 March: the pattern follows the build, not the calendar
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-11-00', false],
    ['2026-11-32', false],
  ])('%s: the form accepts it exactly when the build does (%s)', (value, valid) => {
    expect(accepts(DATE_PATTERN, value)).toBe(valid);
    expect(legalSchema.shape.updatedAt.safeParse(value).success).toBe(valid);
  });

  it.each(['21.11.2026', '2026-11-21T10:00', '2026/11/21', '26-11-21', ' 2026-11-21', ''])(
    '%j is refused in the form (the documented format is YYYY-MM-DD)',
    (value) => {
      expect(accepts(DATE_PATTERN, value)).toBe(false);
    },
  );

  it('is the updatedAt field’s pattern', () => {
    expect(field('updatedAt')).toMatchObject({
      widget: 'string',
      required: true,
      pattern: [DATE_PATTERN, expect.any(String)],
    });
  });
});
