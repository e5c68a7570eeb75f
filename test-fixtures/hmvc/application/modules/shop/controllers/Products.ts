// The shop's products controller, in TypeScript.
export class Products {
  index(): void {}

  show(id: string): string {
    return id;
  }
}
