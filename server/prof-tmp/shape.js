const lint = require('@routelens/shared/out/src/lint');
const orig = lint.lintTable;
