/*
 * An incremental Server-Sent Events parser (the subset the chat stream uses: `event:` and `data:`
 * fields, comments, blank-line-terminated events), fed text as the network delivers it.
 */

export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

export interface SseParser {
  /** Adds a chunk of text; complete events are passed to the callback at once. */
  push(chunk: string): void;
  /** The stream ended: an event still missing its blank line is dispatched if it has data. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let started = false;

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const line = (text: string) => {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      if (!started && buffer.length > 0) {
        // A byte-order mark may open the stream.
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
        started = true;
      }
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone '\r' at the end of a chunk may be the first half of '\r\n': wait for more.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    end() {
      if (buffer.length > 0) line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
