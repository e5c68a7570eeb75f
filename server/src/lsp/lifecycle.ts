// LSP's lifecycle rules, applied to the messages a transport reads before the connection sees them: a request
// before `initialize` gets -32002 (ServerNotInitialized) and a notification then is dropped; after `shutdown` every
// request gets -32600 (InvalidRequest) and only `exit` is heard; a message whose `id` is not a string, a number or
// null gets -32600, a request whose params are not an object or array -32602; a notification whose parameters the
// server would read is dropped (and logged) when they have the wrong shape. The server never sees such messages.

import type { DataCallback, Disposable, Event, Message, MessageReader, MessageWriter, PartialMessageInfo } from 'vscode-jsonrpc';

import { NOTIFICATION_SHAPES } from './params';

const SERVER_NOT_INITIALIZED = -32002;
const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;
/** Requests that take no parameters: some clients send `null` for them. */
const WITHOUT_PARAMS = new Set(['shutdown', 'routelens/routes']);

/** Sends an error response; `id` null when the request's own id cannot be used. */
export function replyError(writer: MessageWriter, id: string | number | null, code: number, message: string): void {
  writer.write({ jsonrpc: '2.0', id, error: { code, message } } as Message).catch(() => undefined);
}

/** Wraps a transport's reader: what reaches the connection obeys the lifecycle. */
export class LifecycleReader implements MessageReader {
  private state: 'new' | 'running' | 'shut down' = 'new';

  constructor(
    private readonly reader: MessageReader,
    private readonly writer: MessageWriter,
  ) {}

  /** Whether `shutdown` was requested. */
  get shutDown(): boolean {
    return this.state === 'shut down';
  }

  get onError(): Event<Error> {
    return this.reader.onError;
  }

  get onClose(): Event<void> {
    return this.reader.onClose;
  }

  get onPartialMessage(): Event<PartialMessageInfo> {
    return this.reader.onPartialMessage;
  }

  listen(callback: DataCallback): Disposable {
    return this.reader.listen((message) => {
      if (this.admit(message)) callback(message);
    });
  }

  dispose(): void {
    this.reader.dispose();
  }

  /** Whether a message goes on to the connection; answers the requests that do not. */
  private admit(message: Message): boolean {
    const candidate = message as { id?: unknown; method?: unknown; result?: unknown; error?: unknown };
    const hasId = candidate.id !== undefined;
    if (hasId && candidate.id !== null && typeof candidate.id !== 'string' && typeof candidate.id !== 'number') {
      replyError(this.writer, null, INVALID_REQUEST, 'routelens: a message id must be a string, a number or null');
      return false;
    }
    const method = candidate.method;
    if (method === undefined) {
      // A response to one of the server's own requests (configuration, registration …).
      if (hasId && ('result' in candidate || 'error' in candidate)) return true;
      replyError(
        this.writer,
        hasId ? (candidate.id as string | number | null) : null,
        INVALID_REQUEST,
        'routelens: a message needs a method (or a result or error)',
      );
      return false;
    }
    if (typeof method !== 'string') {
      replyError(this.writer, hasId ? (candidate.id as string | number | null) : null, INVALID_REQUEST, 'routelens: a method must be a string');
      return false;
    }
    const request = hasId && candidate.id !== null;
    if (method === 'exit') return true;
    if (!this.inState(method, request, candidate.id as string | number)) return false;
    if (method === 'shutdown' && request) this.state = 'shut down';
    if (!request) {
      const invalid = NOTIFICATION_SHAPES.get(method)?.((candidate as { params?: unknown }).params);
      if (invalid) {
        this.writer
          .write({ jsonrpc: '2.0', method: 'window/logMessage', params: { type: 1, message: `routelens: ${method} ignored: ${invalid}` } } as Message)
          .catch(() => undefined);
        return false;
      }
      return true;
    }
    // The connection reads fields of a request's params before any handler can check them (workDoneToken).
    const params = (candidate as { params?: unknown }).params;
    if (request && params !== undefined && (typeof params !== 'object' || (params === null && !WITHOUT_PARAMS.has(method)))) {
      replyError(this.writer, candidate.id as string | number, INVALID_PARAMS, `routelens: ${method}: params must be an object`);
      return false;
    }
    return true;
  }

  /** Whether `method` may come now (initialize first, once; nothing but exit after shutdown); answers it when not. */
  private inState(method: string, request: boolean, id: string | number): boolean {
    if (this.state === 'new') {
      if (method === 'initialize' && request) {
        this.state = 'running';
        return true;
      }
      if (request) replyError(this.writer, id, SERVER_NOT_INITIALIZED, `routelens: ${method} before initialize: the server is not initialized yet`);
      return false;
    }
    if (this.state === 'shut down') {
      if (request) replyError(this.writer, id, INVALID_REQUEST, `routelens: ${method} after shutdown: only exit is accepted now`);
      return false;
    }
    if (method === 'initialize') {
      if (request) replyError(this.writer, id, INVALID_REQUEST, 'routelens: initialize may only be sent once');
      return false;
    }
    return true;
  }
}
