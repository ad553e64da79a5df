// CI: every commit since the commit-msg hook came in has a subject of at most 72 characters
// (a clone without the hook installed cannot slip a long one through).
const { execFileSync } = require('node:child_process');
const { subjectProblem } = require('./commit-subject.cjs');

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const since = git('log', '--diff-filter=A', '--format=%H', '--', '.githooks/commit-msg')
  .split('\n')
  .pop();
// A clone without that commit (shallow) checks its newest commit only.
const range = since ? [`${since}^..HEAD`] : ['-1', 'HEAD'];
const problems = git('log', '--format=%H%x00%B%x01', ...range)
  .split('\x01')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .flatMap((entry) => {
    const [hash = '', message = ''] = entry.split('\x00');
    const problem = subjectProblem(message);
    return problem ? [`${hash.slice(0, 7)}: ${problem}`] : [];
  });
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`Commit subjects: all within 72 characters (${range.join(' ')}).\n`);
