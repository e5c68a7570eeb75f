// Reads LSP's framed JSON-RPC messages (`Content-Length: N\r\n\r\n` + N bytes of JSON) from a byte stream, and
// survives anything a client sends: a frame without a valid Content-Length, binary garbage or a body that is not
// JSON gets the protocol's error reply (-32700, or -32600 for JSON that is not a message) and reading goes on with
// the next frame.

import type { DataCallback, Disposable, Message } from 'vscode-jsonrpc';
import { AbstractMessageReader } from 'vscode-jsonrpc';

/** What the reader tells the client when a frame cannot be read (sent as an error response with id null). */
export type FrameError = (code: number, message: string) => void;

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

/** A header block longer than this is not a header: it is skipped up to the next `Content-Length`. */
const MAX_HEADER_BYTES = 8 * 1024;
/** The largest message accepted (a document of the analysis' size limit, as JSON, fits many times). */
const MAX_CONTENT_BYTES = 256 * 1024 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n', 'ascii');
const CONTENT_LENGTH = Buffer.from('content-length', 'ascii');

/** Where `Content-Length` (any case) starts in `buffer` at or after `from`, or -1. */
function findContentLength(buffer: Buffer, from: number): number {
  for (let i = buffer.indexOf(0x43, from), j = buffer.indexOf(0x63, from); i >= 0 || j >= 0;) {
    const at = i < 0 ? j : j < 0 ? i : Math.min(i, j);
    if (
      buffer.length - at >= CONTENT_LENGTH.length &&
      buffer
        .subarray(at, at + CONTENT_LENGTH.length)
        .toString('ascii')
        .toLowerCase() === 'content-length'
    )
      return at;
    if (at === i) i = buffer.indexOf(0x43, i + 1);
    else j = buffer.indexOf(0x63, j + 1);
  }
  return -1;
}

/** The Content-Length of a header block, or why there is none. */
function contentLength(header: string): number | string {
  let length: number | undefined;
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return 'a header line is not "Name: value"';
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,10}$/.test(value)) return `Content-Length "${value.slice(0, 40)}" is not a number of bytes`;
    length = Number(value);
  }
  if (length === undefined) return 'the frame has no Content-Length header';
  if (length > MAX_CONTENT_BYTES) return `Content-Length ${length} is larger than ${MAX_CONTENT_BYTES} bytes`;
  return length;
}

export class FramedReader extends AbstractMessageReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** The body length of the frame being read, once its header is read. */
  private expected: number | undefined;
  /** Garbage is being skipped: reported once per run of it. */
  private skipping = false;
  private callback: DataCallback | undefined;

  constructor(
    private readonly readable: NodeJS.ReadableStream,
    private readonly frameError: FrameError,
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    const onData = (chunk: Buffer | string) => this.onData(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    const onError = (error: Error) => this.fireError(error);
    const onClose = () => this.fireClose();
    this.readable.on('data', onData);
    this.readable.on('error', onError);
    this.readable.on('end', onClose);
    this.readable.on('close', onClose);
    return {
      dispose: () => {
        this.readable.off('data', onData);
        this.readable.off('error', onError);
        this.readable.off('end', onClose);
        this.readable.off('close', onClose);
        this.callback = undefined;
      },
    };
  }

  private take(length: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    const taken = all.subarray(0, length);
    const rest = all.subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }

  private whole(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private onData(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    for (;;) {
      if (this.expected !== undefined) {
        if (this.buffered < this.expected) return;
        const body = this.take(this.expected);
        this.expected = undefined;
        this.deliver(body);
        continue;
      }
      if (this.buffered === 0) return;
      const data = this.whole();
      const end = data.indexOf(HEADER_END);
      if (end < 0 || end > MAX_HEADER_BYTES) {
        if (data.length <= MAX_HEADER_BYTES && end < 0) return;
        this.skipGarbage(data);
        continue;
      }
      const header = data.subarray(0, end).toString('latin1');
      const length = contentLength(header);
      if (typeof length === 'string') {
        this.skipGarbage(data, length);
        continue;
      }
      this.skipping = false;
      this.take(end + HEADER_END.length);
      this.expected = length;
    }
  }

  /**
   * Drops bytes that are not a frame, up to the next `Content-Length` (or all but a tail that could start one), and
   * tells the client once per run of garbage (until a frame is read again).
   */
  private skipGarbage(data: Buffer, why = 'bytes that are not a frame (no "Content-Length: N" header)'): void {
    const next = findContentLength(data, 1);
    const cut = next >= 0 ? next : Math.max(1, data.length - CONTENT_LENGTH.length);
    if (!this.skipping) this.frameError(PARSE_ERROR, `routelens: skipped ${why}`);
    this.skipping = true;
    this.take(cut);
  }

  private deliver(body: Buffer): void {
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch (error) {
      this.frameError(PARSE_ERROR, `routelens: the message is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      this.frameError(INVALID_REQUEST, 'routelens: a message must be a JSON object (batches are not supported)');
      return;
    }
    this.callback?.(message as Message);
  }
}
