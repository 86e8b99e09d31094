import { describe, expect, it } from 'vitest';
import { frenchSpacingIssues } from './typography';

const nbsp = '\u00a0';
const narrow = '\u202f';

describe('frenchSpacingIssues', () => {
  it('accepts French spacing: a non-breaking space before a colon, either one before ; ! ?, inside « »', () => {
    expect(frenchSpacingIssues(`Horaires${nbsp}: tous les jours${narrow}; fermé le mardi${nbsp}!`)).toEqual(
      [],
    );
    expect(frenchSpacingIssues(`Où est-elle${narrow}? Dans la salle «${nbsp}des États${nbsp}».`)).toEqual([]);
    expect(frenchSpacingIssues(`Quoi${narrow}?!`)).toEqual([]);
  });

  it('finds an ordinary space, a narrow space before a colon, or no space at all', () => {
    expect(frenchSpacingIssues('Horaires : 9 h')).toHaveLength(1);
    expect(frenchSpacingIssues(`Horaires${narrow}: 9 h`)).toHaveLength(1);
    expect(frenchSpacingIssues('Bravo ! Et ensuite ?')).toHaveLength(2);
    expect(frenchSpacingIssues('Horaires: 9 h')).toHaveLength(1);
    expect(frenchSpacingIssues('la salle « des États »')).toHaveLength(2);
    expect(frenchSpacingIssues('la salle «des États»')).toHaveLength(2);
  });

  it('wants a non-breaking space before a percent sign, after a number or a placeholder', () => {
    expect(frenchSpacingIssues(`Terminé à 80${nbsp}%, précision de {{percent}}${narrow}%`)).toEqual([]);
    expect(frenchSpacingIssues('Terminé à 80 %')).toEqual([
      'an ordinary space before “%” in "erminé à 80 %"',
    ]);
    expect(frenchSpacingIssues('80%')).toHaveLength(1);
    expect(frenchSpacingIssues('{{percent}}% de précision')).toHaveLength(1);
    expect(frenchSpacingIssues('%')).toHaveLength(1);
  });

  it('wants a non-breaking space before a closing guillemet after a number too', () => {
    expect(frenchSpacingIssues(`«${nbsp}1815»`)).toHaveLength(1);
    expect(frenchSpacingIssues(`«${nbsp}1815${nbsp}»`)).toEqual([]);
  });

  it('leaves placeholders, URLs and clock times alone', () => {
    expect(frenchSpacingIssues(`Le {{date, datetime(dateStyle: long)}}${nbsp}: {title}`)).toEqual([]);
    expect(frenchSpacingIssues('Score : {{score}}')).toHaveLength(1);
    expect(frenchSpacingIssues('Voir https://example.org/a?b=1 ou mailto:contact@example.org')).toEqual([]);
    expect(frenchSpacingIssues('de 9:30 à 18:00')).toEqual([]);
  });
});
