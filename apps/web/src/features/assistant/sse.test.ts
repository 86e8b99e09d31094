import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const stream =
  'event: delta\ndata: {"text":"The Raft "}\n\n' +
  'event: delta\ndata: {"text":"of the Medusa."}\n\n' +
  'event: done\ndata: {"response":"The Raft of the Medusa."}\n\n';

describe('createSseParser', () => {
  it('reads named events with their data', () => {
    expect(parse([stream])).toEqual([
      { event: 'delta', data: '{"text":"The Raft "}' },
      { event: 'delta', data: '{"text":"of the Medusa."}' },
      { event: 'done', data: '{"response":"The Raft of the Medusa."}' },
    ]);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const whole = parse([stream]);
    for (let size = 1; size <= 7; size += 1) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parse(chunks)).toEqual(whole);
    }
  });

  it('dispatches an event as soon as its blank line arrives', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: delta\ndata: {"text":"a"}\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toHaveLength(1);
  });

  it('accepts CRLF and CR line ends, split between chunks', () => {
    expect(parse(['event: delta\r', '\ndata: x\r\n\r', '\n', 'data: y\r\r'])).toEqual([
      { event: 'delta', data: 'x' },
      { event: 'message', data: 'y' },
    ]);
  });

  it('joins data lines, skips comments and events without data', () => {
    expect(parse([': keep-alive\n\nevent: ping\n\ndata: a\ndata: b\n\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('dispatches a last event that lacks its blank line when the stream ends', () => {
    expect(parse(['event: done\ndata: {}'])).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('ignores a byte-order mark and keeps a value’s inner spaces', () => {
    expect(parse(['\uFEFFdata:  two spaces\n\n'])).toEqual([{ event: 'message', data: ' two spaces' }]);
  });
});
