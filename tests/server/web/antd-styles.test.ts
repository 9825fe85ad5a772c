// The app's antd stylesheet is extracted at build time from the components the app imports
// (client/build/antd-styles.ts). A sub-component (Space.Compact, Input.TextArea...) is not an import of its
// own: it is either rendered for the extraction (STYLED_SUB_COMPONENTS) or known to be styled by its parent.
// A new one in neither list would ship without its rules, as Space.Compact once did (the phone field's country
// code sat above the number).
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  antdMembersOf,
  antdSheetId,
  antdSheets,
  modulesUnder,
  PART_SHEETS,
  STYLED_SUB_COMPONENTS,
  SUB_COMPONENTS_STYLED_BY_PARENT,
} from '../../../client/build/antd-styles.ts';

const antd = createRequire(import.meta.url)('antd') as Record<string, Record<string, unknown> | undefined>;
const isComponent = (value: unknown): boolean =>
  typeof value === 'function' ||
  (typeof value === 'object' &&
    value !== null &&
    [Symbol.for('react.forward_ref'), Symbol.for('react.memo')].includes((value as { $$typeof?: symbol }).$$typeof!));

describe("the antd stylesheet's sub-components", () => {
  const used = antdMembersOf(join(process.cwd(), 'client/src')).filter((path) => {
    const [parent, member] = path.split('.');
    return isComponent(antd[parent]?.[member]);
  });

  it('finds the sub-components the app renders (and not constants such as Empty.PRESENTED_IMAGE_SIMPLE)', () => {
    expect(used).toContain('Space.Compact');
    expect(used).toContain('Form.Item');
    expect(used.filter((path) => path.startsWith('Empty.') || path.startsWith('Result.'))).toEqual([]);
  });

  it('each one is rendered for the extraction or styled by its parent', () => {
    const known = new Set<string>([...STYLED_SUB_COMPONENTS, ...SUB_COMPONENTS_STYLED_BY_PARENT]);
    expect(used.filter((path) => !known.has(path))).toEqual([]);
  });

  it('every listed sub-component is one antd has', () => {
    for (const path of [...STYLED_SUB_COMPONENTS, ...SUB_COMPONENTS_STYLED_BY_PARENT]) {
      const [parent, member] = path.split('.');
      expect(isComponent(antd[parent]?.[member]), path).toBe(true);
    }
  });
});

// The components only a part loaded on demand uses come in that part's own sheet (PART_SHEETS): a module that
// renders one of them without importing the sheet would show it unstyled wherever it is loaded from.
describe("the parts' own antd sheets", () => {
  const srcDir = join(process.cwd(), 'client/src');
  const sheets = antdSheets(srcDir);

  it("each part's sheet holds components the app's sheet does not, and the app's sheet holds the rest", () => {
    for (const part of PART_SHEETS) {
      expect(sheets.parts[part.name].length, `${part.name} has components of its own`).toBeGreaterThan(0);
      for (const name of sheets.parts[part.name]) expect(sheets.app, `${name} (${part.name})`).not.toContain(name);
    }
    expect(sheets.parts['booking']).toContain('Steps');
    expect(sheets.parts['manage-booking']).toContain('Timeline');
    expect(sheets.parts['dev-console']).toEqual(expect.arrayContaining(['Tabs', 'Dropdown', 'Menu']));
    expect(sheets.app).toEqual(expect.arrayContaining(['Button', 'Card', 'Form', 'Modal', 'Tooltip']));
  });

  it("every module that imports one of a part's components imports the part's sheet", () => {
    const missing: string[] = [];
    for (const part of PART_SHEETS) {
      const own = new Set(sheets.parts[part.name]);
      for (const path of part.paths)
        for (const module of modulesUnder(join(srcDir, path)))
          if (module.antd.some((name) => own.has(name)) && !module.sideEffects.includes(antdSheetId(part.name)))
            missing.push(`${module.file.slice(srcDir.length + 1)} (${antdSheetId(part.name)})`);
    }
    expect(missing).toEqual([]);
  });

  it('no module outside a part imports its sheet, and none imports a sheet that is not made', () => {
    const made = new Set([antdSheetId(), ...PART_SHEETS.map((part) => antdSheetId(part.name))]);
    const wrong: string[] = [];
    for (const module of modulesUnder(srcDir)) {
      const file = module.file.slice(srcDir.length + 1);
      for (const id of module.sideEffects.filter((id) => id.startsWith('virtual:antd'))) {
        const part = PART_SHEETS.find((p) => antdSheetId(p.name) === id);
        const inPart = part?.paths.some((path) => file === path || file.startsWith(`${path}/`));
        if (!made.has(id) || (part && !inPart) || (!part && file !== 'main.tsx')) wrong.push(`${file}: ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
