// A class as a controller reader sees it (PHP or TypeScript/JavaScript): its name, what it extends, its methods.

/** A PHP attribute (`#[Filter(by: 'auth')]`): its class's full name and its arguments where they are literal. */
export interface DeclaredAttribute {
  name: string;
  /** Each argument: its name when named, its value (a string or a list of strings), or undefined when not literal. */
  args: { name?: string; value: string | string[] | undefined }[];
}

export interface DeclaredMethod {
  name: string;
  visibility: 'public' | 'protected' | 'private';
  isStatic: boolean;
  /** Parameters it requires, and takes (Infinity with a rest parameter). */
  required: number;
  total: number;
  /** Parameters declared (a rest parameter counts one), where the reader knows them. */
  declared?: number;
  /** Offset of its name in the file. */
  offset: number;
  /** Offset of its closing brace (where a method can be added). */
  closeBrace?: number;
  /** PHP: its attributes. */
  attributes?: DeclaredAttribute[];
}

export interface DeclaredClass {
  name: string;
  /** Declared `abstract` (CodeIgniter cannot instantiate it). */
  abstract?: boolean;
  /** The class it extends (its short name, without namespace), or null. */
  extends: string | null;
  /** PHP: the namespace it is declared in ('' for none) and the full name of the class it extends. */
  namespace?: string;
  parent?: string;
  /** PHP: its attributes. */
  attributes?: DeclaredAttribute[];
  /** PHP: the traits it uses (full names; their methods are its own), and whether it is itself a trait. */
  traits?: string[];
  isTrait?: boolean;
  methods: DeclaredMethod[];
  /** Offset of its name in the file. */
  offset: number;
  /** Offset of its closing brace (where a method can be added). */
  closeBrace?: number;
}
