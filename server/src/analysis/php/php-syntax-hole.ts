// Why a value in a hole of a PHP syntax tree is not known: its parse-error is the diagnostic, nothing else reports it.

export const SYNTAX_HOLE = 'a syntax error in the PHP code';
