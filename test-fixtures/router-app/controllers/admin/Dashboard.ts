/** The admin context's home (context home in TypeScript: admin → admin/dashboard). */
export default class Dashboard {
  index(): string {
    return 'Admin dashboard';
  }
}
