export class Section {
  constructor(readonly name: string) {}
  get path(): string { return `section-${this.name}`; }
}

export class PagedSection extends Section {
  override get path(): string { return `${super.path}/page/(:num)`; }
}

export const sections: Section[] = [new PagedSection('news'), new Section('blog')];
