import { describe, expect, it } from 'vitest';
import { parseTileTemplate } from './tile-template';

describe('parseTileTemplate', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['http://127.0.0.1:3212/tiles/{z}/{x}/{y}.svg', 'http://127.0.0.1:3212'],
    ['https://tiles.example.org:443/{z}/{x}/{-y}.png?key=abc', 'https://tiles.example.org'],
    ['HTTPS://Tiles.Example.ORG/{z}/{x}/{y}{r}.png', 'https://tiles.example.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['https://tile-{s}.example.org/{z}/{x}/{y}.png', 'https://*.example.org'],
    ['http://{s}.maps.example.org:8080/{z}/{x}/{y}.png', 'http://*.maps.example.org:8080'],
  ])('accepts %s, whose images come from %s', (template, source) => {
    expect(parseTileTemplate(template)).toEqual({ url: template, imageSources: [source] });
  });

  it.each([
    ['tile.example.org/{z}/{x}/{y}.png', /http or https/],
    ['ftp://tile.example.org/{z}/{x}/{y}.png', /http or https/],
    ['//tile.example.org/{z}/{x}/{y}.png', /http or https/],
    ['https://tile.example.org/{z}/{x}.png', /\{z\}, \{x\} and \{y\}/],
    ['https://tile.example.org/tiles.png', /\{z\}, \{x\} and \{y\}/],
    ['https://tile.example.org/{z}/{x}/{y}/{key}.png', /unknown placeholder \{key\}/],
    ['https://tile.example.org/{z}/{x}/{y.png', /unmatched/],
    ['https://{z}.example.org/{z}/{x}/{y}.png', /only \{s\} may appear in the host/],
    ['https://{s}.org/{z}/{x}/{y}.png', /subdomain of a fixed domain/],
    ['https://{s}.localhost/{z}/{x}/{y}.png', /subdomain of a fixed domain/],
    ['https://user:secret@tile.example.org/{z}/{x}/{y}.png', /credentials/],
    ['https://tile example.org/{z}/{x}/{y}.png', /not a valid URL/],
    ['https:///{z}/{x}/{y}.png', /not a valid URL/],
    ['https://tile.example.org\\.evil.org/{z}/{x}/{y}.png', /not a valid URL/],
    [' https://tile.example.org/{z}/{x}/{y}.png', /http or https/],
    ['https://tile.example.org/{z}/{x}/{y}.png\n', /not a valid URL/],
  ])('refuses %s', (template, message) => {
    expect(() => parseTileTemplate(template)).toThrow(message);
  });
});
