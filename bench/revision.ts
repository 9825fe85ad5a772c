// The revision a benchmark measured, for its results: the short commit, and whether the tree had
// uncommitted changes (figures from a dirty tree are not those of the commit).
import { execFileSync } from 'node:child_process';

export function gitRevision(root: string): string {
  try {
    const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim()
      ? ' (with uncommitted changes)'
      : '';
    return rev + dirty;
  } catch {
    return 'unknown';
  }
}
