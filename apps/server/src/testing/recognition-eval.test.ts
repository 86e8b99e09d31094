import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readRcc } from './gcompris';
import { halfOf, scoreEval, type EvalOutcome, type EvalPhoto } from './recognition-eval';

/** A Qt resource bundle (version 2) with the files given, the second one zlib-compressed. */
function bundleOf(files: { name: string; bytes: Buffer; compress?: boolean }[]): Buffer {
  const nodeSize = 22;
  const names: Buffer[] = [];
  let namesLength = 0;
  const nameOffset = (name: string) => {
    const offset = namesLength;
    const text = Buffer.from(name, 'utf16le').swap16();
    const entry = Buffer.alloc(6 + text.length);
    entry.writeUInt16BE(name.length, 0);
    text.copy(entry, 6);
    names.push(entry);
    namesLength += entry.length;
    return offset;
  };
  const data: Buffer[] = [];
  let dataLength = 0;
  const nodes = Buffer.alloc(nodeSize * (2 + files.length));
  // Node 0: the root, holding node 1, the folder "image", which holds the files (nodes 2...).
  nodes.writeUInt16BE(0x02, 4);
  nodes.writeUInt32BE(1, 6);
  nodes.writeUInt32BE(1, 10);
  nodes.writeUInt32BE(nameOffset('image'), nodeSize);
  nodes.writeUInt16BE(0x02, nodeSize + 4);
  nodes.writeUInt32BE(files.length, nodeSize + 6);
  nodes.writeUInt32BE(2, nodeSize + 10);
  files.forEach((file, i) => {
    const at = nodeSize * (2 + i);
    nodes.writeUInt32BE(nameOffset(file.name), at);
    nodes.writeUInt16BE(file.compress ? 0x01 : 0, at + 4);
    nodes.writeUInt32BE(dataLength, at + 10);
    const stored = file.compress
      ? Buffer.concat([Buffer.alloc(4), deflateSync(file.bytes)])
      : Buffer.from(file.bytes);
    const block = Buffer.alloc(4 + stored.length);
    block.writeUInt32BE(stored.length, 0);
    stored.copy(block, 4);
    data.push(block);
    dataLength += block.length;
  });
  const header = Buffer.alloc(20);
  header.write('qres', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  const treeAt = header.length;
  const dataAt = treeAt + nodes.length;
  const namesAt = dataAt + dataLength;
  header.writeUInt32BE(treeAt, 8);
  header.writeUInt32BE(dataAt, 12);
  header.writeUInt32BE(namesAt, 16);
  return Buffer.concat([header, nodes, ...data, ...names]);
}

describe('Qt resource bundles', () => {
  it('lists every file with its path and bytes, inflating compressed ones', () => {
    const plain = Buffer.from('RIFF....WEBPVP8 plain photo bytes');
    const packed = Buffer.from('a compressible text '.repeat(50));
    const files = readRcc(
      bundleOf([
        { name: 'Tour_Eiffel.webp', bytes: plain },
        { name: 'notes.txt', bytes: packed, compress: true },
      ]),
    );
    expect(files).toEqual([
      { path: '/image/Tour_Eiffel.webp', bytes: plain },
      { path: '/image/notes.txt', bytes: packed },
    ]);
  });

  it('refuses what is not a bundle', () => {
    expect(() => readRcc(Buffer.from('GIF89a'))).toThrow(/not a Qt resource bundle/);
  });
});

describe('the evaluation set', () => {
  it('puts each GCompris photo on one side for good, about half on each', () => {
    const keys = Array.from({ length: 400 }, (_, i) => `bundle/folder/photo-${i}.webp`);
    const train = keys.filter((key) => halfOf(key) === 'train').length;
    expect(train).toBeGreaterThan(160);
    expect(train).toBeLessThan(240);
    for (const key of keys) expect(halfOf(key)).toBe(halfOf(key));
  });

  it('scores claims, the top three and false claims per kind', () => {
    const photo = (kind: EvalPhoto['kind'], subject: string): EvalPhoto => ({
      kind,
      subject,
      description: '',
      tier: kind === 'distractor' ? 'distractor' : 'other view',
      image: Buffer.alloc(0),
    });
    const outcome = (p: EvalPhoto, claims: string[], candidates: string[] = []): EvalOutcome => ({
      photo: p,
      claims,
      candidates,
      ms: 1,
    });
    const scores = scoreEval([
      outcome(photo('landmark', 'colosseum'), ['colosseum']),
      outcome(photo('landmark', 'colosseum'), [], ['pantheon-rome', 'colosseum']),
      outcome(photo('landmark', 'eiffel-tower'), ['arc-de-triomphe']),
      outcome(photo('artwork', 'mona-lisa'), [], []),
      outcome(photo('distractor', 'Arles amphitheatre'), ['colosseum']),
      outcome(photo('distractor', 'a cat'), [], ['mona-lisa']),
      outcome(photo('distractor', 'a dam'), []),
    ]);
    expect(scores.landmark).toEqual({ photos: 3, claimed: 1, topThree: 2, wrongClaims: 1, offered: 1 });
    expect(scores.artwork).toEqual({ photos: 1, claimed: 0, topThree: 0, wrongClaims: 0, offered: 0 });
    expect(scores.distractor).toEqual({ photos: 3, claimed: 0, topThree: 0, wrongClaims: 1, offered: 1 });
  });
});
