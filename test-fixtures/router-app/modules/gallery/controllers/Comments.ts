/** Nested resources under photos: the photo's id comes first. */
export default class Comments {
  index(photo: string): unknown {
    return { photo, comments: [] };
  }

  show(photo: string, comment: string): unknown {
    return { photo, comment };
  }
}
