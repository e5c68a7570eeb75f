import type { ControllerContext } from '@routelens/router';

/** resources('photos', { module: 'gallery' }): one method per generated route. */
export default class Photos {
  constructor(readonly context: ControllerContext) {}

  index(): unknown {
    return { photos: [1, 2, 3] };
  }

  create_new(): string {
    return 'new photo form';
  }

  show(id: string): unknown {
    return { photo: id };
  }

  edit(id: string): string {
    return `edit photo ${id}`;
  }

  create(): unknown {
    this.context.response.status = 201;
    return { created: true };
  }

  update(id: string): unknown {
    return { updated: id };
  }

  delete(id: string): unknown {
    return { deleted: id };
  }
}
