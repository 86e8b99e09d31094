import { describe, expect, it } from 'vitest';
import { nestRussianQuotes } from './quotes';

describe('nestRussianQuotes', () => {
  it('turns a quoted title that has quotes of its own into «outer „inner“»', () => {
    expect(nestRussianQuotes('Поездка по мотивам «Плот «Медузы»»')).toBe(
      'Поездка по мотивам «Плот „Медузы“»',
    );
    expect(nestRussianQuotes('Добавить «Рабы («Умирающий раб» и «Восставший раб»)» в маршрут')).toBe(
      'Добавить «Рабы („Умирающий раб“ и „Восставший раб“)» в маршрут',
    );
  });

  it('alternates the levels', () => {
    expect(nestRussianQuotes('«Плот „Медузы“» в «Салоне»')).toBe('«Плот „Медузы“» в «Салоне»');
    expect(nestRussianQuotes('««Плот „Медузы“» выставлен»')).toBe('«„Плот «Медузы»“ выставлен»');
  });

  it('leaves texts without quotes, or whose quotes do not pair up, as they are', () => {
    expect(nestRussianQuotes('Мона Лиза')).toBe('Мона Лиза');
    expect(nestRussianQuotes('«Плот «Медузы»')).toBe('«Плот «Медузы»');
    expect(nestRussianQuotes('Плот» «Медузы')).toBe('Плот» «Медузы');
  });
});
