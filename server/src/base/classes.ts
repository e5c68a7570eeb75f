// A class as a controller reader sees it (PHP or TypeScript/JavaScript): its name, what it extends, its methods.

export interface DeclaredMethod {
  name: string;
  visibility: 'public' | 'protected' | 'private';
  isStatic: boolean;
  /** Parameters it requires, and takes (Infinity with a rest parameter). */
  required: number;
  total: number;
  /** Offset of its name in the file. */
  offset: number;
  /** Offset of its closing brace (where a method can be added). */
  closeBrace?: number;
}

export interface DeclaredClass {
  name: string;
  /** Declared `abstract` (CodeIgniter cannot instantiate it). */
  abstract?: boolean;
  /** The class it extends (as written, without a leading `\`), or null. */
  extends: string | null;
  methods: DeclaredMethod[];
  /** Offset of its name in the file. */
  offset: number;
  /** Offset of its closing brace (where a method can be added). */
  closeBrace?: number;
}
