import { landmarkById } from '@artvoyage/content';
import { museumLandmarkId } from '@artvoyage/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEnglishMuseumHours } from './museum-hours';

describe('useEnglishMuseumHours', () => {
  it('fetches nothing until a result needs the hours, then gives the English places’ hours', async () => {
    const { result, rerender } = renderHook(({ needed }) => useEnglishMuseumHours(needed), {
      initialProps: { needed: false },
    });
    // Not needed: nothing is fetched, however long the page waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeUndefined();

    rerender({ needed: true });
    const expected = landmarkById(museumLandmarkId)?.opening_hours;
    expect(expected).toEqual(expect.any(String));
    await waitFor(() => expect(result.current).toBe(expected));
  });

  it('gives hours already fetched at once to the next page that asks', () => {
    const { result } = renderHook(() => useEnglishMuseumHours(true));
    expect(result.current).toBe(landmarkById(museumLandmarkId)?.opening_hours);
  });
});
