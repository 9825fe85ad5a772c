// The app's antd stylesheet is extracted at build time from the components the app imports
// (client/build/antd-styles.ts). A sub-component (Space.Compact, Input.TextArea...) is not an import of its
// own: it is either rendered for the extraction (STYLED_SUB_COMPONENTS) or known to be styled by its parent.
// A new one in neither list would ship without its rules, as Space.Compact once did (the phone field's country
// code sat above the number).
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdMembersOf, STYLED_SUB_COMPONENTS, SUB_COMPONENTS_STYLED_BY_PARENT } from '../../../client/build/antd-styles.ts';

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
