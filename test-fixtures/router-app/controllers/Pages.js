// A JavaScript controller: pages, JSON, errors, a fetch Response, and methods that a URL must never reach.
class Base {
  shared() {
    return 'from the base class';
  }
}

class Pages extends Base {
  constructor(context) {
    super();
    this.context = context;
  }

  about() {
    return 'About us';
  }

  status() {
    return { status: 'ok', route: this.context.route };
  }

  echo() {
    this.context.response.status = 201;
    this.context.response.headers['x-echo'] = 'yes';
    return { method: this.context.request.method };
  }

  boom() {
    throw new Error('controller exploded with /secret/path/in/stack');
  }

  raw() {
    return new Response('raw body', { status: 202, headers: { 'x-raw': '1' } });
  }

  file(name) {
    return Buffer.from(`file ${name}`);
  }

  // The 404_override: CodeIgniter sets no status for it, so the page sets its own.
  missing() {
    this.context.response.status = 404;
    return 'Custom 404 page';
  }

  // Static: CodeIgniter would call a public static method; @routelens/router never does.
  static stats() {
    return 'must never be reachable';
  }

  _hidden() {
    return 'must never be reachable';
  }
}

module.exports = Pages;
