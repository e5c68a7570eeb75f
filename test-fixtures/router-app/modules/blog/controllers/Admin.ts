/** The blog module's controller for the admin context (admin/blog/… → blog/admin/…). */
export default class Admin {
  index(): string {
    return 'Blog admin';
  }

  drafts(page = '1'): unknown {
    return { drafts: true, page };
  }
}
