// Bad usage of the command line: reported as one line, with exit code 2 and no stack trace.

export class UsageError extends Error {}
