import { describe, expect, it } from 'vitest';
import { toggledLike } from './like-state';

describe('toggledLike', () => {
  it('likes and unlikes, moving the count by one', () => {
    expect(toggledLike({ liked_by_user: false, likes_count: 2 })).toEqual({
      liked_by_user: true,
      likes_count: 3,
    });
    expect(toggledLike({ liked_by_user: true, likes_count: 3 })).toEqual({
      liked_by_user: false,
      likes_count: 2,
    });
  });

  it('never goes below zero', () => {
    expect(toggledLike({ liked_by_user: true, likes_count: 0 })).toEqual({
      liked_by_user: false,
      likes_count: 0,
    });
  });
});
