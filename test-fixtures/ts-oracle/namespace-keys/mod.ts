export const zeta = 'z';
export const alpha = 'a';
export function mid(): string { return 'm'; }
