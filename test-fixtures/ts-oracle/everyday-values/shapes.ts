// A module that exports values and types: only the values are its runtime keys.
export interface Shape {
  name: string;
}
interface Internal {
  size: number;
}
export const circle = 'c';
export const square = 's';
export { type Shape as ShapeAlias, Internal };
