// antd's Result, as a module of its own for lazy loading: Result's module carries its three status
// illustrations (~10 kB gzip) whichever status is shown, and the pages that use it show it only on
// an error or an empty state, never on their first screen.
import { Result } from 'antd';

export { Result };
