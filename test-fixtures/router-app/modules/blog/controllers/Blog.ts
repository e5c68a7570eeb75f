/** The blog module's default controller (blog/… and go/…). */
export default class Blog {
  index(): string {
    return 'Blog index';
  }

  latest_posts(): string {
    return 'Latest posts';
  }

  show(id: string): { post: string } {
    return { post: id };
  }

  secret(): string {
    return 'blocked by the table';
  }
}
