// The rule for a commit's subject, shared by the commit-msg hook and CI's check of a branch's
// commits: at most 72 characters, saying what changed (the why goes in the body).
const MAX_SUBJECT = 72;

function subjectOf(message) {
  return (
    message
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .find((line) => line.trim() !== '') ?? ''
  );
}

function subjectProblem(message) {
  const subject = subjectOf(message);
  if (subject.trim() === '') return 'the subject is empty';
  if ([...subject].length > MAX_SUBJECT) {
    return `the subject is ${[...subject].length} characters; keep it to ${MAX_SUBJECT} and put the why in the body: "${subject}"`;
  }
  return null;
}

module.exports = { MAX_SUBJECT, subjectOf, subjectProblem };

// As the commit-msg hook: the message's file as the first argument.
if (require.main === module) {
  const problem = subjectProblem(require('node:fs').readFileSync(process.argv[2], 'utf8'));
  if (problem) {
    process.stderr.write(`commit-msg: ${problem}\n`);
    process.exit(1);
  }
}
