// A TypeScript controller of the shop module (the editor understands TS/JS controllers too).
export default class Admin {
  index(): void {}

  orders(): void {}

  private audit(): void {}
}
